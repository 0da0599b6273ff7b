// The viewer's scan card against a small in-memory API: starting a scan (the server's message on
// the url field when it refuses the address), following it while it runs, and the report: what
// fired when, and what to change with the banner's script-blocking snippet.
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { TScan } from "@shared/api/scans";
import { getQueryFn } from "@/lib/api-client";
import { createTestQueryClient, renderWithProviders } from "@/testing/render";
import { polyfillJsdomForRadix, stubFetch, type StubbedCall } from "@/testing/test-utils";
import { ScanCard } from "./scan-card";

polyfillJsdomForRadix();
vi.setConfig({ testTimeout: 30_000 });

const DOC = "11111111-1111-4111-8111-111111111111";
const SCAN = "22222222-2222-4222-8222-222222222222";

const done: TScan = {
  id: SCAN,
  documentId: DOC,
  url: "https://acme.example/",
  status: "done",
  createdAt: "2026-12-07T10:00:00.000Z",
  startedAt: "2026-12-07T10:00:01.000Z",
  finishedAt: "2026-12-07T10:00:20.000Z",
  policyVersionSha256: null,
  bannerRevisionSha256: null,
  bannerFound: "founderdocs",
  phases: {
    beforeConsent: { cookies: [{ name: "_ga", domain: "acme.example", path: "/", expires: null, firstParty: true, service: "ga4" }], storage: [], requests: [], truncated: 0 },
    afterReject: { cookies: [], storage: [], requests: [], truncated: 0 },
    afterAccept: { cookies: [{ name: "_fbp", domain: "acme.example", path: "/", expires: null, firstParty: true, service: "meta-pixel" }], storage: [], requests: [], truncated: 0 },
  },
  findings: [
    { kind: "fires_before_consent", severity: "high", service: "ga4", evidence: [{ phase: "beforeConsent", cookie: "_ga" }] },
    { kind: "undeclared_service", severity: "medium", service: "meta-pixel", evidence: [{ phase: "afterAccept", cookie: "_fbp" }] },
  ],
  services: {
    ga4: { id: "ga4", name: "Google Analytics", category: "analytics" },
    "meta-pixel": { id: "meta-pixel", name: "Meta Pixel", category: "marketing" },
  },
};

let scans: TScan[];
let calls: StubbedCall[];

beforeEach(() => {
  scans = [];
  calls = stubFetch((call) => {
    const url = new URL(call.url, "http://localhost");
    if (url.pathname === `/api/documents/${DOC}/scans` && call.method === "GET") return { body: scans };
    if (url.pathname === `/api/documents/${DOC}/scans` && call.method === "POST") {
      const target = (call.body as { url: string }).url;
      if (target.includes("127.0.0.1")) {
        return { status: 400, body: { code: "invalid_input", message: "Invalid input", errors: [{ path: "url", message: "This address can't be scanned: 127.0.0.1 is a loopback address (127.0.0.1). Enter your website's public address." }] } };
      }
      scans = [{ ...done, url: target, status: "running", findings: null, phases: null, bannerFound: null, finishedAt: null }];
      return { status: 202, body: { id: SCAN, status: "queued" } };
    }
    if (url.pathname === `/api/scans/${SCAN}`) return { body: scans[0] };
    return { status: 404, body: { code: "not_found", message: "Not found" } };
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderCard() {
  const queryClient = createTestQueryClient({ queryFn: getQueryFn({ on401: "throw" }) });
  return renderWithProviders(<ScanCard documentId={DOC} website="https://acme.example/" />, { queryClient });
}

describe("ScanCard", () => {
  it("starts with the policy's website, shows a refused address on the field, then follows the scan to its report", async () => {
    const user = userEvent.setup();
    renderCard();
    const field = screen.getByLabelText("Website address");
    expect(field).toHaveValue("https://acme.example/");

    await user.clear(field);
    await user.type(field, "http://127.0.0.1/");
    await user.click(screen.getByRole("button", { name: "Scan website" }));
    expect(await screen.findByText(/This address can't be scanned: 127.0.0.1 is a loopback address/)).toBeInTheDocument();
    expect(field).toHaveAttribute("aria-invalid", "true");

    await user.clear(field);
    await user.type(field, "https://acme.example/");
    await user.click(screen.getByRole("button", { name: "Scan website" }));
    expect(calls.filter((c) => c.method === "POST").map((c) => c.body)).toEqual([{ url: "http://127.0.0.1/" }, { url: "https://acme.example/" }]);
    expect(await screen.findByText("Scanning…")).toBeInTheDocument();

    // The job finishes: the next poll reads the report.
    scans = [done];
    expect(await screen.findByText("Google Analytics runs before any choice", {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText("Our consent banner")).toBeInTheDocument();
    expect(screen.getByText("Meta Pixel is not in your policy")).toBeInTheDocument();
    expect(screen.getByText(/<script type="text\/plain" data-category="analytics"/)).toBeInTheDocument();
    expect(screen.getByText("Before any choice")).toBeInTheDocument();
    expect(screen.getByText('After "Accept all"')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText("_fbp")).toBeInTheDocument());
  });

  it("a clean scan says there is nothing to change", async () => {
    scans = [{ ...done, findings: [] }];
    renderCard();
    expect(await screen.findByText("Nothing to change: your website does what your policy says.")).toBeInTheDocument();
  });
});
