// Component-test helpers for the generators: the browser boundary (fetch) stubbed with canned
// answers, and a sample document.
import { vi } from "vitest";
import type { TDocument } from "@shared/api/documents";

export interface StubbedCall {
  method: string;
  url: string;
  body: unknown;
}

export interface StubAnswer {
  status?: number;
  body?: unknown;
}

/** Replace global fetch; `answer` picks the reply per call. Returns the recorded calls. */
export function stubFetch(answer: (call: StubbedCall) => StubAnswer | Promise<StubAnswer>) {
  const calls: StubbedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call: StubbedCall = {
      method: init?.method ?? "GET",
      url: String(input),
      body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const { status = 200, body } = await answer(call);
    const text = body === undefined ? "" : JSON.stringify(body);
    return new Response(status === 204 ? null : text, {
      status,
      headers: { "Content-Type": "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetchMock);
  return calls;
}

export function sampleDocument(overrides: Partial<TDocument> = {}): TDocument {
  return {
    id: "11111111-2222-4333-8444-555555555555",
    type: "privacy_policy",
    title: "Privacy Policy — Acme Inc.",
    status: "final",
    content:
      '<article class="doc-document"><header class="doc-header"><h1 class="doc-title">Acme privacy notice</h1></header><section class="doc-section"><h2 class="doc-heading">Who we are</h2><p class="doc-p">Acme Inc. is the controller of your personal data.</p></section></article>',
    createdAt: "2026-11-23T10:00:00.000Z",
    updatedAt: "2026-11-23T10:00:00.000Z",
    version: 1,
    sha256: "0".repeat(64),
    metadata: { input: {} },
    share: null,
    template: { version: 1, latest: 1 },
    ...overrides,
  };
}

export const PLAN_LIMIT_BODY = {
  code: "plan_limit",
  message:
    "You've used all 3 documents included in the Free plan. Upgrade to Lifetime Access for unlimited documents.",
};

class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

/**
 * jsdom lacks what Radix's checkbox and select call: ResizeObserver, pointer capture, scrolling.
 * Call once at the top of a test file.
 */
export function polyfillJsdomForRadix() {
  globalThis.ResizeObserver ??= NoopResizeObserver as unknown as typeof ResizeObserver;
  const proto = window.HTMLElement.prototype as unknown as Record<string, unknown>;
  proto.hasPointerCapture ??= () => false;
  proto.setPointerCapture ??= () => {};
  proto.releasePointerCapture ??= () => {};
  proto.scrollIntoView ??= () => {};
}
