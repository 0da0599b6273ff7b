import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TPublication } from "@shared/api/publications";
import { resetToasts } from "@/components/ui/use-toast";
import { createTestQueryClient, renderWithProviders } from "@/testing/render";
import { polyfillJsdomForRadix, sampleDocument, stubFetch, type StubbedCall } from "@/testing/test-utils";
import { PublishPanel } from "./publish-panel";
import { TemplateUpdateNotices } from "./template-update-notices";

polyfillJsdomForRadix();

afterEach(() => {
  act(() => resetToasts());
  vi.unstubAllGlobals();
});

const doc = sampleDocument({ type: "cookie_policy", title: "Cookie Policy — Acme Inc.", version: 2 });
const PUB_ID = "99999999-8888-4777-8666-555555555555";

const live = (over: Partial<TPublication> = {}): TPublication => ({
  id: PUB_ID,
  documentId: doc.id,
  businessProfileId: "aaaaaaaa-1111-4222-8333-444444444444",
  handle: "acme",
  slug: "cookie-policy",
  title: doc.title,
  url: "https://app.example/p/acme/cookie-policy",
  active: true,
  unpublishedAt: null,
  version: 1,
  documentVersion: 1,
  publishedAt: "2026-12-01T10:00:00.000Z",
  allowedOrigins: ["https://acme.example"],
  retentionMonths: 12,
  embed: { scriptUrl: "https://app.example/embed/v1.js", integrity: "sha384-abc", iframeUrl: "https://app.example/p/acme/cookie-policy?embed=1" },
  templateUpdate: null,
  createdAt: "2026-12-01T10:00:00.000Z",
  updatedAt: "2026-12-01T10:00:00.000Z",
  ...over,
});

/** A server in memory: the list answers the publication as the last call left it. */
function server(initial: TPublication | null) {
  let current = initial;
  const calls = stubFetch((call: StubbedCall) => {
    if (call.method === "GET" && call.url.startsWith("/api/publications?documentId=")) return { body: current ? [current] : [] };
    if (call.method === "POST" && call.url === `/api/documents/${doc.id}/publish`) {
      current = live({ version: current ? current.version + 1 : 1, documentVersion: doc.version });
      return { status: 201, body: { publicationId: PUB_ID, url: current.url, version: current.version, publishedAt: current.publishedAt } };
    }
    if (call.method === "DELETE" && call.url === `/api/publications/${PUB_ID}`) {
      current = live({ active: false, unpublishedAt: "2026-12-02T10:00:00.000Z" });
      return { status: 204 };
    }
    if (call.method === "PATCH" && call.url === `/api/publications/${PUB_ID}`) {
      const body = call.body as { allowedOrigins: string[] };
      if (body.allowedOrigins.some((o) => o.includes("/path"))) {
        return { status: 400, body: { code: "invalid_input", message: "Invalid input", errors: [{ path: "allowedOrigins.0", message: "Each allowed origin must be a web origin like https://example.com (no path)" }] } };
      }
      current = { ...current!, ...(call.body as object) };
      return { body: { ...current, versions: [] } };
    }
    return { status: 404, body: { code: "not_found", message: "Not found" } };
  });
  return calls;
}

function renderPanel() {
  return renderWithProviders(<PublishPanel document={doc} />, { queryClient: createTestQueryClient() });
}

describe("PublishPanel", () => {
  it("publishes a policy never published, then shows its address and snippets with copy buttons", async () => {
    const calls = server(null);
    renderPanel();
    const panel = await screen.findByRole("region", { name: "Publish" });
    await userEvent.click(await within(panel).findByRole("button", { name: "Publish" }));
    expect(calls.some((c) => c.method === "POST" && c.url === `/api/documents/${doc.id}/publish`)).toBe(true);
    expect(await within(panel).findByLabelText("Public address")).toHaveValue("https://app.example/p/acme/cookie-policy");
    const script = within(panel).getByLabelText("Embed script") as HTMLTextAreaElement;
    expect(script.value).toBe(`<script src="https://app.example/embed/v1.js" integrity="sha384-abc" crossorigin="anonymous" data-publication="${PUB_ID}" async></script>`);
    expect((within(panel).getByLabelText("Iframe") as HTMLTextAreaElement).value).toContain('src="https://app.example/p/acme/cookie-policy?embed=1"');
    expect((within(panel).getByLabelText("Consent banner") as HTMLTextAreaElement).value).toContain(`data-banner="${PUB_ID}"`);
    expect(within(panel).queryByLabelText(/Terms tick box/)).toBeNull();
    for (const label of ["Public address", "Embed script", "Iframe", "Consent banner"]) {
      expect(within(panel).getByRole("button", { name: `Copy ${label}` })).toBeInTheDocument();
    }
    // Its text is the document's current version: nothing newer to publish.
    expect(within(panel).queryByRole("button", { name: "Publish new version" })).toBeNull();
  });

  it("offers the newer version, unpublishes, and saves the settings (a bad origin's message shown)", async () => {
    const calls = server(live());
    renderPanel();
    const panel = await screen.findByRole("region", { name: "Publish" });
    expect(await within(panel).findByText(/Live: version 1/)).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole("button", { name: "Publish new version" }));
    expect(await within(panel).findByText(/Live: version 2/)).toBeInTheDocument();
    expect(within(panel).queryByRole("button", { name: "Publish new version" })).toBeNull();

    const origins = within(panel).getByLabelText("Allowed origins");
    await userEvent.clear(origins);
    await userEvent.type(origins, "https://acme.example/path");
    await userEvent.click(within(panel).getByRole("button", { name: "Save settings" }));
    expect(await within(panel).findByText(/must be a web origin/)).toBeInTheDocument();
    await userEvent.clear(origins);
    await userEvent.type(origins, "https://shop.acme.example{enter}https://acme.example");
    const retention = within(panel).getByLabelText("Keep records for (months)");
    await userEvent.clear(retention);
    await userEvent.type(retention, "24");
    await userEvent.click(within(panel).getByRole("button", { name: "Save settings" }));
    await waitFor(() =>
      expect(calls.filter((c) => c.method === "PATCH").at(-1)?.body).toEqual({ allowedOrigins: ["https://shop.acme.example", "https://acme.example"], retentionMonths: 24 }),
    );

    await userEvent.click(within(panel).getByRole("button", { name: "Unpublish" }));
    expect(await within(panel).findByRole("button", { name: "Publish again" })).toBeInTheDocument();
    expect(within(panel).getByText(/no longer published/)).toBeInTheDocument();
  });
});

describe("TemplateUpdateNotices", () => {
  it("lists the live publications a newer template is ready for, linking to their documents", () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(
      ["/api/publications"],
      [
        live({ templateUpdate: { latestTemplateVersion: 6, reason: "the 2027 CPRA regulations" } }),
        live({ id: "other", documentId: "doc-2", title: "Terms", templateUpdate: null }),
      ],
    );
    renderWithProviders(<TemplateUpdateNotices />, { queryClient });
    const notice = screen.getByRole("region", { name: "Updates for your published policies" });
    expect(within(notice).getByRole("link", { name: doc.title })).toHaveAttribute("href", `/documents/${doc.id}`);
    expect(notice).toHaveTextContent("updated for the 2027 CPRA regulations");
    expect(within(notice).queryByText("Terms")).toBeNull();
  });

  it("shows nothing when no update is due", () => {
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(["/api/publications"], [live()]);
    renderWithProviders(<TemplateUpdateNotices />, { queryClient });
    expect(screen.queryByRole("region", { name: "Updates for your published policies" })).toBeNull();
  });
});
