// The records' screens against a small in-memory API: the API keys section (a key shown once with
// its copy button, then only its prefix; revoking it), and a publication's records page (the
// chart's totals, the consents with their proofs and the CSV link, the decision filter, a lookup).
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { TApiKey, TConsentRecord } from "@shared/api/consents";
import { polyfillJsdomForRadix, stubFetch, type StubbedCall } from "@/testing/test-utils";
import { resetToasts } from "@/components/ui/use-toast";
import { createTestQueryClient, renderWithProviders } from "@/testing/render";
import { ApiKeysSection } from "./api-keys-section";
import { RecordsPage } from "./records-page";

polyfillJsdomForRadix();
vi.setConfig({ testTimeout: 30_000 });

const PUB = "aaaaaaaa-1111-4222-8333-444444444444";
const KEY = `fd_live_${"A".repeat(43)}`;
let keys: TApiKey[];
let calls: StubbedCall[];

const consent = (over: Partial<TConsentRecord>): TConsentRecord => ({
  receiptId: "cccccccc-1111-4222-8333-444444444444",
  publicationId: PUB,
  consentId: "dddddddd-1111-4222-8333-444444444444",
  action: "accept_all",
  categories: { necessary: true, analytics: true, marketing: true, preferences: true },
  gpc: false,
  pageUrl: null,
  policySha256: "a".repeat(64),
  bannerSha256: "b".repeat(64),
  ipPrefix: "203.0.113.0/24",
  browser: "Firefox",
  createdAt: "2026-12-07T10:00:00.000Z",
  ...over,
});

beforeEach(() => {
  keys = [];
  calls = stubFetch((call) => {
    const url = new URL(call.url, "http://localhost");
    if (url.pathname === "/api/api-keys" && call.method === "GET") return { status: 200, body: keys };
    if (url.pathname === "/api/api-keys" && call.method === "POST") {
      const made = { id: "eeeeeeee-1111-4222-8333-444444444444", name: (call.body as { name: string }).name, prefix: KEY.slice(0, 14), createdAt: "2026-12-07T10:00:00.000Z", lastUsedAt: null, revokedAt: null };
      keys = [made];
      return { status: 201, body: { ...made, key: KEY } };
    }
    if (url.pathname.startsWith("/api/api-keys/") && call.method === "DELETE") {
      keys = keys.map((k) => ({ ...k, revokedAt: "2026-12-07T11:00:00.000Z" }));
      return { status: 204 };
    }
    if (url.pathname === `/api/publications/${PUB}/consents/summary`)
      return { status: 200, body: { days: [{ day: "2026-12-06", accept_all: 2, reject_all: 1, custom: 0, withdraw: 0 }, { day: "2026-12-07", accept_all: 1, reject_all: 0, custom: 3, withdraw: 1 }] } };
    if (url.pathname === `/api/publications/${PUB}/consents`) {
      const action = url.searchParams.get("action");
      const all = [consent({}), consent({ receiptId: "ffffffff-1111-4222-8333-444444444444", action: "reject_all", categories: { necessary: true, analytics: false, marketing: false, preferences: false } })];
      return { status: 200, body: { records: action ? all.filter((r) => r.action === action) : all, nextCursor: null } };
    }
    if (url.pathname === `/api/publications/${PUB}/acceptances`) return { status: 200, body: { records: [], nextCursor: null } };
    if (url.pathname.startsWith("/api/consents/")) return { status: 200, body: [consent({ action: "withdraw" })] };
    return { status: 404, body: { code: "not_found", message: "no" } };
  });
});

afterEach(() => {
  act(() => resetToasts());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("ApiKeysSection", () => {
  it("shows a new key once, then lists it by its prefix, and revokes it", async () => {
    const user = userEvent.setup();
    renderWithProviders(<ApiKeysSection />, { queryClient: createTestQueryClient() });
    expect(await screen.findByText("No API keys yet.")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Key name"), "Backend");
    await user.click(screen.getByRole("button", { name: "Create key" }));
    expect(await screen.findByLabelText("New API key")).toHaveValue(KEY);
    expect(calls.find((c) => c.method === "POST")?.body).toEqual({ name: "Backend" });
    await user.click(screen.getByRole("button", { name: "Done" }));
    expect(screen.queryByLabelText("New API key")).not.toBeInTheDocument();
    expect(screen.queryByText(KEY)).not.toBeInTheDocument();
    expect(await screen.findByText(`${KEY.slice(0, 14)}…`, { exact: false })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Revoke Backend" }));
    await waitFor(() => expect(screen.queryByRole("button", { name: "Revoke Backend" })).not.toBeInTheDocument());
    expect(screen.getByText(/· revoked/)).toBeInTheDocument();
  });
});

describe("RecordsPage", () => {
  it("shows the chart's totals, the consents with proofs and the CSV, filters by decision, and looks up a consent id", async () => {
    const user = userEvent.setup();
    renderWithProviders(<RecordsPage publicationId={PUB} />, { queryClient: createTestQueryClient(), path: `/publications/${PUB}/records` });
    expect(await screen.findByText("Accept all: 3")).toBeInTheDocument();
    expect(screen.getByText("Custom: 3")).toBeInTheDocument();
    const proofs = await screen.findAllByRole("link", { name: "PDF" });
    expect(proofs[0]).toHaveAttribute("href", "/api/consents/cccccccc-1111-4222-8333-444444444444/proof.pdf");
    expect(screen.getByText("necessary only")).toBeInTheDocument();
    const csv = screen.getAllByRole("link", { name: "CSV" })[0]!;
    expect(csv).toHaveAttribute("href", `/api/publications/${PUB}/consents.csv`);
    await user.selectOptions(screen.getByLabelText("Decision"), "reject_all");
    await waitFor(() => expect(screen.getAllByRole("link", { name: "PDF" })).toHaveLength(1));
    expect(screen.getAllByRole("link", { name: "CSV" })[0]).toHaveAttribute("href", `/api/publications/${PUB}/consents.csv?action=reject_all`);
    await user.type(screen.getByLabelText("Find a visitor's consents by their consent id"), "dddddddd-1111-4222-8333-444444444444");
    await user.click(screen.getAllByRole("button", { name: "Look up" })[0]!);
    const form = screen.getByLabelText("Find a visitor's consents by their consent id").closest("form")!;
    expect(await within(form).findByText("Withdraw")).toBeInTheDocument();
  });
});
