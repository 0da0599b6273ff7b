import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterAll, afterEach, vi } from "vitest";

// findBy*/waitFor wait for an event the test caused, not for a deadline: on a busy machine a
// render can take seconds, so they give up only after 15 s (Testing Library's default is 1 s).
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => cleanup());

// Client tests share one jsdom per worker (isolate: false in vitest.config.ts), but each file gets
// fresh copies of the app's own modules, as each page load does: module state such as "this page
// has loaded third-party tags" must not leak from one file into the next. Libraries stay loaded.
// A global a file stubbed (fetch, location) is restored too.
afterAll(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});
