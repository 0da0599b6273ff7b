// The landing page's first download against its budget, on the build npm run test:e2e has just made
// (a size, not a time: the same on any machine). bench/frontend.ts reports the same figures.
import path from "node:path";
import { expect, test } from "@playwright/test";
import { initialJs, LANDING_JS_BUDGET } from "../bench/bundle";

test("the landing page's initial JavaScript stays within its gzip budget", () => {
  const { landing, dashboard } = initialJs(path.join(import.meta.dirname, "..", "dist", "public"));
  test.info().annotations.push({
    type: "sizes",
    description: `landing ${landing.gz} B gzip (${landing.files.join(", ")}); dashboard ${dashboard.gz} B gzip in ${dashboard.files.length} files`,
  });
  expect(
    landing.gz,
    `The landing page loads ${landing.files.join(", ")}: ${landing.gz} bytes gzip, over its ${LANDING_JS_BUDGET}. ` +
      "What does it now reach statically that only a signed-in page needs? A barrel file (an area's index.ts) " +
      "pulls its every export into the entry: see BENCHMARKS.md, Front end.",
  ).toBeLessThanOrEqual(LANDING_JS_BUDGET);
});
