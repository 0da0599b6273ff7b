import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { strToU8, zipSync } from "fflate";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetToasts } from "@/components/ui/use-toast";
import type { TBusinessProfile } from "@shared/api/business-profiles";
import { BUSINESS_PROFILES_QUERY_KEY } from "@/features/business-profiles";
import { polyfillJsdomForRadix, sampleProfile, sampleUser, stubFetch } from "@/testing/test-utils";
import { AUTH_USER_QUERY_KEY } from "@/lib/auth";
import { createTestQueryClient, renderWithProviders } from "@/testing/render";
import { symbolShapes } from "@shared/logo-studio/symbols";
import { LogoStudio } from "./logo-studio";

polyfillJsdomForRadix();

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
const KIT_ZIP = zipSync({ "logo.png": PNG, "icon.svg": strToU8("<svg/>") });

const zip = () => new Response(new Uint8Array(KIT_ZIP), { status: 200, headers: { "Content-Type": "application/zip" } });
const profile = (id: string, isDefault: boolean) => ({ id, name: "Acme Labs", isDefault });

/** The download link's click, caught before jsdom tries to navigate to the blob. */
function catchDownloads() {
  const downloads: { href: string; download: string }[] = [];
  Object.defineProperty(URL, "createObjectURL", { configurable: true, writable: true, value: vi.fn(() => "blob:kit") });
  Object.defineProperty(URL, "revokeObjectURL", { configurable: true, writable: true, value: vi.fn() });
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ href: this.getAttribute("href") ?? "", download: this.download });
  });
  return downloads;
}

beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation(() => {});
});

afterEach(() => {
  act(() => resetToasts());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The studio as a signed-in user sees it (the top bar reads the user from the cache), with their businesses if given. */
function renderStudio(profiles?: TBusinessProfile[]) {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(AUTH_USER_QUERY_KEY, sampleUser());
  if (profiles) queryClient.setQueryData(BUSINESS_PROFILES_QUERY_KEY, profiles);
  return renderWithProviders(<LogoStudio />, { queryClient });
}

const preview = () => screen.getByRole("region", { name: "Live preview" });
const tile = (caption: string) => screen.getByText(caption, { selector: "figcaption" }).closest("figure") as HTMLElement;

describe("LogoStudio", () => {
  it("starts from a blue that passes its own contrast check, Inter and a horizontal layout, with every preview variant", () => {
    renderStudio();
    expect(screen.getByRole("heading", { level: 1, name: "Logo & Favicon Studio" })).toBeInTheDocument();
    expect(screen.getByLabelText("Primary colour")).toHaveValue("#2563eb");
    expect(screen.getByLabelText("Secondary colour")).toHaveValue("#10b981");
    expect(screen.getByLabelText("Primary colour picker")).toHaveValue("#2563eb");
    // The default must not fail the studio's own check.
    expect(screen.getByRole("region", { name: "Contrast passes WCAG AA" })).toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Horizontal" })).toBeChecked();
    expect(screen.getByRole("radio", { name: "None" })).toBeChecked();
    expect(screen.getByLabelText("Font")).toHaveTextContent("Inter");
    for (const caption of ["Horizontal logo", "Square mark", "Monochrome", "On a dark background"]) {
      expect(tile(caption)).toBeInTheDocument();
    }
  });

  it("redraws the preview as the form changes, without calling the server", async () => {
    const calls = stubFetch(() => ({ status: 500, body: {} }));
    const user = userEvent.setup();
    renderStudio();

    await user.type(screen.getByLabelText("Business name"), "Northwind Coffee");
    expect(within(preview()).getAllByText("Northwind Coffee")).toHaveLength(3);
    expect(within(tile("Square mark")).getAllByText("NC")).toHaveLength(3);

    await user.type(screen.getByLabelText(/Initials/), "NW");
    expect(within(tile("Square mark")).getAllByText("NW")).toHaveLength(3);

    await user.click(screen.getByRole("radio", { name: "Coffee" }));
    expect(within(tile("Square mark")).getAllByTestId("mark-symbol")).toHaveLength(3);
    // Drawn from the shapes the kit's SVG is written from.
    const [drawn] = within(tile("Square mark")).getAllByTestId("mark-symbol");
    expect(
      Array.from(drawn!.children, (el) => [el.tagName, Object.fromEntries(Array.from(el.attributes, (a) => [a.name, a.value]))]),
    ).toEqual(symbolShapes("coffee"));

    await user.click(screen.getByLabelText("Font"));
    await user.click(await screen.findByRole("option", { name: "Playfair Display" }));
    expect(within(tile("Horizontal logo")).getByText("Northwind Coffee")).toHaveStyle({
      fontFamily: "'Playfair Display', Georgia, serif",
    });

    await user.click(screen.getByRole("radio", { name: "Stacked" }));
    expect(tile("Stacked logo")).toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: "Monogram" }));
    expect(within(tile("Monogram")).getByTestId("monogram")).toHaveTextContent("NW");
    expect(calls).toEqual([]);
  });

  it("warns when text falls below 4.5:1, and says so when it passes", async () => {
    const user = userEvent.setup();
    renderStudio();
    const primary = screen.getByLabelText("Primary colour");

    await user.clear(primary);
    await user.type(primary, "#fde047");
    const panel = screen.getByRole("region", { name: "Low contrast" });
    expect(within(panel).getByTestId("contrast-name")).toHaveTextContent(
      "Name on white: 1.31:1 — below 4.5:1. The name may be hard to read on white",
    );
    expect(within(panel).getByTestId("contrast-initials")).toHaveTextContent("below 4.5:1");

    await user.clear(primary);
    await user.type(primary, "#1d4ed8");
    expect(screen.getByRole("region", { name: "Contrast passes WCAG AA" })).toHaveTextContent("Name on white: 6.70:1");
  });

  it("shows the schema's messages and sends nothing while the form is invalid", async () => {
    const calls = stubFetch(() => ({ status: 500, body: {} }));
    const user = userEvent.setup();
    renderStudio();
    await user.clear(screen.getByLabelText("Primary colour"));
    await user.type(screen.getByLabelText("Primary colour"), "blue");
    await user.type(screen.getByLabelText(/Initials/), "ABCD");
    await user.click(screen.getByRole("button", { name: "Download the kit" }));
    expect(await screen.findByText("Name is required")).toBeInTheDocument();
    expect(screen.getByText("Primary colour must be a hex colour like #3b82f6")).toBeInTheDocument();
    expect(screen.getByText("Initials must be 1 to 3 letters or digits")).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("downloads the kit as a ZIP named after the business", async () => {
    const downloads = catchDownloads();
    const calls = stubFetch(() => zip());
    const user = userEvent.setup();
    renderStudio();
    await user.type(screen.getByLabelText("Business name"), "Acme Labs");
    await user.click(screen.getByRole("radio", { name: "Rocket" }));
    await user.click(screen.getByRole("button", { name: "Download the kit" }));

    expect(await screen.findByText("Logo kit downloaded")).toBeInTheDocument();
    expect(calls).toEqual([
      {
        method: "POST",
        url: "/api/logo-studio/kit",
        contentType: "application/json",
        body: {
          name: "Acme Labs",
          symbol: "rocket",
          font: "inter",
          primaryColor: "#2563eb",
          secondaryColor: "#10b981",
          layout: "horizontal",
        },
      },
    ]);
    expect(downloads).toEqual([{ href: "blob:kit", download: "acme-labs-logo-kit.zip" }]);
  });

  it("puts the server's field messages on the form, with the failure toast", async () => {
    stubFetch(() => ({
      status: 400,
      body: {
        code: "invalid_input",
        message: "Invalid input",
        errors: [{ path: "name", message: "Name can only use Latin, Greek or Cyrillic letters, digits and common punctuation" }],
      },
    }));
    const user = userEvent.setup();
    renderStudio();
    await user.type(screen.getByLabelText("Business name"), "Acme");
    await user.click(screen.getByRole("button", { name: "Download the kit" }));
    expect(await screen.findByText("Failed to create the logo kit. Please try again.")).toBeInTheDocument();
    expect(screen.getByText(/Name can only use Latin/)).toBeInTheDocument();
    expect(screen.getByLabelText("Business name")).toHaveAttribute("aria-invalid", "true");
  });

  it("shows the server's words when the kit is rate limited", async () => {
    stubFetch(() => ({ status: 429, body: { code: "rate_limited", message: "You are creating logo kits too quickly. Please wait a little and try again." } }));
    const user = userEvent.setup();
    renderStudio();
    await user.type(screen.getByLabelText("Business name"), "Acme");
    await user.click(screen.getByRole("button", { name: "Download the kit" }));
    expect(await screen.findByText(/creating logo kits too quickly/)).toBeInTheDocument();
  });

  it("saves logo.png from the kit to a new business profile when there is none", async () => {
    const calls = stubFetch(({ method, url }) => {
      if (url === "/api/logo-studio/kit") return zip();
      if (method === "GET") return { status: 200, body: [] };
      if (method === "POST") return { status: 201, body: profile("p-new", true) };
      return { status: 200, body: { ...profile("p-new", true), logoUrl: "/api/business-profiles/p-new/logo" } };
    });
    const user = userEvent.setup();
    renderStudio();
    await user.type(screen.getByLabelText("Business name"), "Acme Labs");
    await user.click(screen.getByRole("button", { name: "Use as my business logo" }));

    expect(await screen.findByText("Logo saved to your business profile")).toBeInTheDocument();
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      "POST /api/logo-studio/kit",
      "GET /api/business-profiles",
      "POST /api/business-profiles",
      "PUT /api/business-profiles/p-new/logo",
    ]);
    expect(calls[2]!.body).toEqual({ name: "Acme Labs" });
    expect(calls[3]!.contentType).toBe("image/png");
    expect(new Uint8Array(await (calls[3]!.body as Blob).arrayBuffer())).toEqual(PNG);
  });

  it("saves to the default profile when there is one, and reports a failure", async () => {
    let putStatus = 200;
    const calls = stubFetch(({ method, url }) => {
      if (url === "/api/logo-studio/kit") return zip();
      if (method === "GET") return { status: 200, body: [profile("p-other", false), profile("p-default", true)] };
      return { status: putStatus, body: putStatus === 200 ? profile("p-default", true) : { code: "internal", message: "Boom" } };
    });
    const user = userEvent.setup();
    renderStudio();
    await user.type(screen.getByLabelText("Business name"), "Acme Labs");
    await user.click(screen.getByRole("button", { name: "Use as my business logo" }));
    expect(await screen.findByText("Logo saved to your business profile")).toBeInTheDocument();
    expect(calls.at(-1)).toMatchObject({ method: "PUT", url: "/api/business-profiles/p-default/logo" });
    expect(calls.some((c) => c.method === "POST" && c.url === "/api/business-profiles")).toBe(false);

    putStatus = 500;
    await user.click(screen.getByRole("button", { name: "Use as my business logo" }));
    expect(
      await screen.findByText("Failed to save the logo to your business profile. Please try again."),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole("button", { name: "Use as my business logo" })).toBeEnabled());
  });

  it("picks the business: the default first, its name and colours filled in, another one on choice", async () => {
    const teal = { ...sampleProfile({ id: "p-teal", name: "Teal Tea Ltd", isDefault: true }), primaryColor: "#0f766e", secondaryColor: "#f59e0b" };
    const plum = { ...sampleProfile({ id: "p-plum", name: "Plum Studio", isDefault: false }), tradingName: "Plum", primaryColor: "#6b21a8" };
    const user = userEvent.setup();
    renderStudio([plum, teal]);
    expect(screen.getByLabelText("Business")).toHaveTextContent("Teal Tea Ltd (default)");
    expect(screen.getByLabelText("Business name")).toHaveValue("Teal Tea Ltd");
    expect(screen.getByLabelText("Primary colour")).toHaveValue("#0f766e");
    expect(screen.getByLabelText("Secondary colour")).toHaveValue("#f59e0b");

    await user.click(screen.getByLabelText("Business"));
    await user.click(await screen.findByRole("option", { name: "Plum Studio" }));
    expect(screen.getByLabelText("Business name")).toHaveValue("Plum");
    expect(screen.getByLabelText("Primary colour")).toHaveValue("#6b21a8");
  });

  it("asks before replacing the chosen business's uploaded logo, and saves to that business", async () => {
    const owned = { ...sampleProfile({ id: "p-logo", name: "Logo Owner GmbH", isDefault: true }), logoUrl: "/api/business-profiles/p-logo/logo?v=1" };
    const calls = stubFetch(({ url }) => (url === "/api/logo-studio/kit" ? zip() : { status: 200, body: owned }));
    const user = userEvent.setup();
    renderStudio([owned]);
    await user.click(screen.getByRole("button", { name: "Use as my business logo" }));
    const dialog = await screen.findByRole("dialog", { name: "Replace the logo of Logo Owner GmbH?" });
    expect(within(dialog).getByRole("img", { name: "Logo Owner GmbH's current logo" })).toHaveAttribute("src", owned.logoUrl);
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(calls).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Use as my business logo" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Replace logo" }));
    expect(await screen.findByText("Logo saved to your business profile")).toBeInTheDocument();
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual(["POST /api/logo-studio/kit", "PUT /api/business-profiles/p-logo/logo"]);
  });
});
