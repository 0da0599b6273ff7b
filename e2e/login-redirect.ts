// The spec's signed-out screens raise a toast and leave for /api/login 500 ms later. On a busy
// two-core machine an assertion can miss a 500 ms window, so the tests hold the sign-in request
// until they have read the toast: the old page stays on screen while its navigation waits.
import type { Page, Route } from "@playwright/test";

export async function holdSignIn(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked!: () => void;
  const requested = new Promise<void>((resolve) => (asked = resolve));
  const handler = async (route: Route) => {
    asked();
    await released;
    await route.continue();
  };
  await page.route("**/api/login", handler);
  return {
    /** Settles when the page has asked for /api/login. */
    requested,
    /** Lets the sign-in page load; later visits go straight through. */
    release,
  };
}
