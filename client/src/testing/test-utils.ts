// Component-test helpers for the generators: the browser boundary (fetch) stubbed with canned
// answers, and a sample document.
import { vi } from "vitest";
import type { TBusinessProfile } from "@shared/api/business-profiles";
import type { TClientWithBalance } from "@shared/clients/types";
import type { TDocument } from "@shared/api/documents";
import type { TPublicUser } from "@shared/api/users";

export interface StubbedCall {
  method: string;
  url: string;
  /** A JSON body parsed; any other body (a file, a Blob) as sent. */
  body: unknown;
  contentType?: string;
}

export interface StubAnswer {
  status?: number;
  body?: unknown;
}

/**
 * Replace global fetch; `answer` picks the reply per call: a status and a JSON body, or a whole
 * Response (a file). Returns the recorded calls.
 */
export function stubFetch(answer: (call: StubbedCall) => StubAnswer | Response | Promise<StubAnswer | Response>) {
  const calls: StubbedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call: StubbedCall = {
      method: init?.method ?? "GET",
      url: String(input),
      body: typeof init?.body === "string" ? JSON.parse(init.body) : (init?.body ?? undefined),
      contentType: new Headers(init?.headers).get("Content-Type") ?? undefined,
    };
    calls.push(call);
    const answered = await answer(call);
    if (answered instanceof Response) return answered;
    const { status = 200, body } = answered;
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
    stage: "final",
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

export function sampleUser(overrides: Partial<TPublicUser> = {}): TPublicUser {
  return {
    id: "u1",
    email: "ada@example.com",
    firstName: "Ada",
    lastName: "Lovelace",
    profileImageUrl: null,
    subscription: "free",
    role: "user",
    documentsGenerated: 0,
    createdAt: "2026-11-01T00:00:00.000Z",
    ...overrides,
  };
}

export function sampleProfile(overrides: Partial<TBusinessProfile> = {}): TBusinessProfile {
  return {
    id: "aaaaaaaa-1111-4222-8333-444444444444",
    name: "Acme Analytics GmbH",
    tradingName: null,
    handle: "acme-analytics-gmbh",
    entityType: "gmbh",
    registrationNumber: null,
    vatId: null,
    address: "Friedrichstraße 1\n10117 Berlin\nGermany",
    addressLine1: "Friedrichstraße 1",
    addressLine2: null,
    city: "Berlin",
    postalCode: "10117",
    region: null,
    country: "DE",
    email: "hello@acme.example",
    phone: null,
    website: "https://acme.example",
    logoUrl: null,
    primaryColor: "#3b82f6",
    secondaryColor: "#10b981",
    signatoryName: null,
    signatoryTitle: null,
    dpoName: null,
    dpoEmail: null,
    representativeName: null,
    representativeAddress: null,
    representativeEmail: null,
    privacyOfficerName: null,
    privacyOfficerEmail: null,
    bankAccountHolder: null,
    iban: null,
    bic: null,
    bankAccountNumber: null,
    bankRoutingNumber: null,
    paymentLink: null,
    sortCode: null,
    registerCourt: null,
    managingDirectors: null,
    registeredOffice: null,
    shareCapital: null,
    rcsCity: null,
    ukJurisdiction: null,
    defaultVatRate: null,
    currency: null,
    locale: null,
    paperSize: "a4",
    paymentTermsDays: null,
    remindersEnabled: true,
    reminderDays: [-3, 0, 7, 14],
    isDefault: true,
    createdAt: "2026-11-01T00:00:00.000Z",
    updatedAt: "2026-11-01T00:00:00.000Z",
    ...overrides,
  };
}

/**
 * stubFetch for a tool page: the current user, the business profiles and the clients answered as given (a
 * refetch after generating reads them again) and left out of the calls; everything else as
 * `answer` says, recorded.
 */
export function stubApi(
  answer: (call: StubbedCall) => StubAnswer | Promise<StubAnswer>,
  { user = sampleUser(), profiles = [], clients = [] }: { user?: TPublicUser | null; profiles?: TBusinessProfile[]; clients?: TClientWithBalance[] } = {},
) {
  const calls: StubbedCall[] = [];
  stubFetch((call) => {
    if (call.method === "GET" && call.url === "/api/auth/user")
      return user ? { body: user } : { status: 401, body: { code: "unauthorized", message: "Sign in" } };
    if (call.method === "GET" && call.url === "/api/business-profiles") return { body: profiles };
    if (call.method === "GET" && call.url === "/api/clients") return { body: clients };
    calls.push(call);
    return answer(call);
  });
  return calls;
}
