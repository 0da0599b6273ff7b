// The spec's signed-out screens raise a toast and leave for /api/login 500 ms later. A test that
// looks for the toast can miss that window on a busy machine (and Playwright waits out a
// navigation that has started before it looks), so the page records every toast it shows, and
// when it left, in sessionStorage, which outlives the navigation to the sign-in page.
import { expect, type Page } from "@playwright/test";

const KEY = "e2e:toasts";

/** What the page keeps in sessionStorage under KEY. */
interface ToastRecord {
  texts: string[];
  firstAt?: number;
  leftAt?: number;
}

interface SeenToasts {
  /** The text of every toast shown, in order. */
  texts: string[];
  /** Milliseconds from the first toast to the page being left (undefined if it never was). */
  leftAfterMs?: number;
}

export async function recordToasts(page: Page) {
  await page.addInitScript((key) => {
    const load = () =>
      JSON.parse(sessionStorage.getItem(key) ?? '{"texts":[]}') as ToastRecord;
    const save = (v: ReturnType<typeof load>) => sessionStorage.setItem(key, JSON.stringify(v));
    const look = () => {
      const state = load();
      let changed = false;
      // Radix toasts are <li data-state="open"> in the toast viewport.
      for (const el of document.querySelectorAll('li[data-state="open"]')) {
        const text = (el.textContent ?? "").trim();
        if (!text || state.texts.includes(text) || el.getBoundingClientRect().height === 0) continue;
        state.texts.push(text);
        state.firstAt ??= Date.now();
        changed = true;
      }
      if (changed) save(state);
    };
    const start = () => new MutationObserver(look).observe(document.documentElement, { subtree: true, childList: true, attributes: true });
    if (document.documentElement) start();
    else document.addEventListener("DOMContentLoaded", start);
    addEventListener("pagehide", () => {
      const state = load();
      if (state.firstAt !== undefined && state.leftAt === undefined) save({ ...state, leftAt: Date.now() });
    });
  }, KEY);
}

async function toastsSeen(page: Page): Promise<SeenToasts> {
  const raw = await page.evaluate((key) => sessionStorage.getItem(key), KEY);
  const state = JSON.parse(raw ?? '{"texts":[]}') as ToastRecord;
  return {
    texts: state.texts,
    leftAfterMs: state.firstAt !== undefined && state.leftAt !== undefined ? state.leftAt - state.firstAt : undefined,
  };
}

/** The sign-in page, and the page it was asked to come back to (`returnTo`), if any. */
export async function expectSignInPage(page: Page, returnTo?: string) {
  await expect(page).toHaveURL(
    returnTo === undefined
      ? /\/api\/login(?:\?returnTo=[^&]+)?$/
      : (url) =>
          url.pathname === "/api/login" && url.searchParams.get("returnTo") === returnTo,
  );
}

/**
 * After a page was opened with recordToasts and sent to sign in: it showed exactly one toast, with
 * this title and description, on screen before the page left. With `returnTo`, the sign-in page
 * was asked to come back to that page afterwards. How long the toast stays (the spec's 500 ms from
 * when it is on screen) is not measured here: the recorder may notice the toast late on a busy
 * machine (449 ms was once read for 500), so the delay is tested with fake timers
 * (features/documents/components/document-viewer.test.tsx).
 */
export async function expectToldThenSentToSignIn(
  page: Page,
  title: string,
  description: string,
  returnTo?: string,
) {
  await expectSignInPage(page, returnTo);
  const seen = await toastsSeen(page);
  expect(seen.texts).toEqual([expect.stringContaining(title)]);
  expect(seen.texts[0]).toContain(description);
  // Seen on screen first, then left: a page that never showed it, or left first, has none.
  expect(seen.leftAfterMs).toBeGreaterThanOrEqual(0);
}
