// Settings → Business against a small in-memory API: the list (default, logos), the form's
// validation (the shared schema's messages, then the server's on their fields), the logo (checked
// here, PUT as the file itself, 413 and 415 in words), making a default, deleting with a confirm.
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { TBusinessProfile } from "@shared/api/business-profiles";
import { SEQUENCE_TYPES, defaultPrefix, formatInvoiceNumber, type TNumbering, type TSequence } from "@shared/invoicing/sequences";
import { polyfillJsdomForRadix, sampleProfile, sampleUser, stubFetch, type StubAnswer, type StubbedCall } from "@/testing/test-utils";
import { resetToasts } from "@/components/ui/use-toast";
import { getQueryFn } from "@/lib/api-client";
import { AUTH_USER_QUERY_KEY } from "@/lib/auth";
import { createTestQueryClient, renderWithProviders } from "@/testing/render";
import { BusinessSettings } from "./business-settings";
import { SettingsLayout } from "@/components/layout/settings-layout";

polyfillJsdomForRadix();
// The whole form (ten sections, a country list) renders in a few hundred ms on a slow machine.
vi.setConfig({ testTimeout: 30_000 });

let profiles: TBusinessProfile[];
let calls: StubbedCall[];
/** Every profile's numbering (the stub keeps one): three invoices already numbered. */
let numbering: TNumbering;
/** Answers to force for the next matching call, e.g. a 413 for the logo. */
let override: ((call: StubbedCall) => StubAnswer | undefined) | undefined;

beforeEach(() => {
  profiles = [];
  override = undefined;
  const sequence = (prefix: string, lastNumber: number): TSequence => ({ prefix, lastNumber, nextNumber: lastNumber + 1, nextFormatted: formatInvoiceNumber(prefix, lastNumber + 1) });
  numbering = Object.fromEntries(SEQUENCE_TYPES.map((t) => [t, sequence(defaultPrefix(t), t === "invoice" ? 3 : 0)])) as TNumbering;
  let n = 0;
  vi.stubGlobal("URL", Object.assign(URL, { createObjectURL: vi.fn(() => "blob:preview"), revokeObjectURL: vi.fn() }));
  calls = stubFetch((call) => {
    const forced = override?.(call);
    if (forced) return forced;
    const id = call.url.split("/")[3];
    const body = (call.body ?? {}) as Partial<TBusinessProfile>;
    if (call.url === "/api/business-profiles" && call.method === "GET") return { status: 200, body: profiles };
    if (call.url === "/api/business-profiles" && call.method === "POST") {
      const created = sampleProfile({ ...body, id: `00000000-0000-4000-8000-00000000000${++n}`, isDefault: profiles.length === 0, logoUrl: null });
      profiles.push(created);
      return { status: 201, body: created };
    }
    const profile = profiles.find((p) => p.id === id);
    if (!profile) return { status: 404, body: { code: "not_found", message: "Business profile not found" } };
    if (call.url.endsWith("/numbering")) {
      if (call.method === "GET") return { status: 200, body: numbering };
      const patch = call.body as Record<string, { prefix?: string; nextNumber?: number }>;
      for (const [t, change] of Object.entries(patch)) {
        const seq = numbering[t as keyof TNumbering];
        if (change.nextNumber !== undefined && change.nextNumber <= seq.lastNumber) {
          const message = `Next number must be greater than ${seq.lastNumber}: ${formatInvoiceNumber(seq.prefix, seq.lastNumber)} is already taken in this sequence`;
          return { status: 400, body: { code: "validation_error", message, errors: [{ path: `${t}.nextNumber`, message }] } };
        }
      }
      for (const [t, change] of Object.entries(patch)) {
        const seq = numbering[t as keyof TNumbering];
        const prefix = change.prefix ?? seq.prefix;
        const nextNumber = change.nextNumber ?? seq.nextNumber;
        numbering[t as keyof TNumbering] = { ...seq, prefix, nextNumber, nextFormatted: formatInvoiceNumber(prefix, nextNumber) };
      }
      return { status: 200, body: numbering };
    }
    if (call.url.endsWith("/logo") && call.method === "PUT") {
      profile.logoUrl = `/api/business-profiles/${id}/logo?v=1`;
      return { status: 200, body: profile };
    }
    if (call.method === "PATCH") {
      if (body.isDefault) for (const p of profiles) p.isDefault = p.id === id;
      Object.assign(profile, body);
      return { status: 200, body: profile };
    }
    if (call.method === "DELETE") {
      profiles = profiles.filter((p) => p.id !== id);
      return { status: 204 };
    }
    return { status: 500, body: { code: "internal", message: "unexpected" } };
  });
});

afterEach(() => {
  act(() => resetToasts());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderPage(seed: TBusinessProfile[] = []) {
  profiles = seed;
  const queryClient = createTestQueryClient({ queryFn: getQueryFn({ on401: "throw" }) });
  queryClient.setQueryData(AUTH_USER_QUERY_KEY, sampleUser());
  return renderWithProviders(
    <SettingsLayout current="business" title="Business" description="Your businesses.">
      <BusinessSettings />
    </SettingsLayout>,
    { queryClient, path: "/settings/business" },
  );
}

const writes = () => calls.filter((c) => c.method !== "GET");
const png = (bytes = 64) => new File([new Uint8Array(bytes)], "logo.png", { type: "image/png" });

describe("the list", () => {
  it("marks the default and shows each logo, or the initials in the brand colour", async () => {
    renderPage([
      sampleProfile({ logoUrl: "/api/business-profiles/a/logo?v=1" }),
      sampleProfile({ id: "bbbbbbbb-1111-4222-8333-444444444444", name: "Beta Studio LLC", isDefault: false, logoUrl: null }),
    ]);
    const acme = await screen.findByRole("listitem", { name: "Acme Analytics GmbH" });
    expect(within(acme).getByText("Default")).toBeInTheDocument();
    expect(within(acme).getByRole("img", { name: "Acme Analytics GmbH logo" })).toHaveAttribute("src", "/api/business-profiles/a/logo?v=1");
    const beta = screen.getByRole("listitem", { name: "Beta Studio LLC" });
    expect(within(beta).queryByText("Default")).not.toBeInTheDocument();
    expect(within(beta).getByText("BS")).toBeInTheDocument();
    expect(within(acme).queryByRole("button", { name: /Make default/ })).not.toBeInTheDocument();
    expect(within(beta).getByRole("button", { name: "Make default Beta Studio LLC" })).toBeInTheDocument();
  });

  it("shares the settings nav with the account page", async () => {
    renderPage();
    const nav = screen.getByRole("navigation", { name: "Settings" });
    expect(within(nav).getByRole("link", { name: "Business" })).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByRole("link", { name: "Account" })).toHaveAttribute("href", "/settings/account");
    expect(await screen.findByText("No business profiles yet")).toBeInTheDocument();
  });
});

describe("adding a business", () => {
  it("shows the shared schema's messages and sends nothing until they are fixed", async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole("button", { name: "Add your business" }));
    await user.click(screen.getByRole("button", { name: "Save business" }));
    expect(await screen.findByText("Legal name is required")).toBeInTheDocument();
    expect(screen.getByLabelText("Legal name")).toHaveAttribute("aria-invalid", "true");

    await user.type(screen.getByLabelText("Legal name"), "Acme");
    await user.type(screen.getByLabelText(/^E-mail/), "not-an-email");
    await user.type(screen.getByLabelText(/^IBAN/), "DE89 3704 0044 0532 0130 01");
    await user.type(screen.getByLabelText(/^BIC/), "DEUTDEFF");
    await user.clear(screen.getByLabelText("Primary colour"));
    await user.type(screen.getByLabelText("Primary colour"), "blue");
    await user.click(screen.getByRole("button", { name: "Save business" }));
    expect(await screen.findByText("Must be a valid email")).toBeInTheDocument();
    expect(screen.getByText("IBAN is not valid: check the country code, the length and the check digits")).toBeInTheDocument();
    expect(screen.getByText("Primary colour must be a hex colour like #3b82f6")).toBeInTheDocument();
    expect(screen.queryByText("Legal name is required")).not.toBeInTheDocument();
    expect(writes()).toHaveLength(0);
  });

  it("starts with the spec's colours and the paper size its country implies", async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole("button", { name: "Add your business" }));
    expect(screen.getByLabelText("Primary colour")).toHaveValue("#3b82f6");
    expect(screen.getByLabelText("Secondary colour")).toHaveValue("#10b981");
    expect(screen.getByLabelText("Primary colour picker")).toHaveValue("#3b82f6");
    expect(screen.getByLabelText("Paper size")).toHaveTextContent("Default: A4");
    await user.click(screen.getByLabelText("Country"));
    await user.click(await screen.findByRole("option", { name: "United States" }));
    expect(screen.getByLabelText("Paper size")).toHaveTextContent("Default: Letter");
    // The colour picker and the hex text are one value.
    await user.clear(screen.getByLabelText("Secondary colour"));
    await user.type(screen.getByLabelText("Secondary colour"), "#112233");
    expect(screen.getByLabelText("Secondary colour picker")).toHaveValue("#112233");
  });

  it("sets the payment reminders: on by default at -3, 0, 7 and 14 days; the days chosen are sent", async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole("button", { name: "Add your business" }));
    await user.type(screen.getByLabelText("Legal name"), "Acme Analytics GmbH");
    const days = screen.getByRole("group", { name: "Remind the client" });
    const box = (name: string) => within(days).getByRole("checkbox", { name });
    expect(screen.getByRole("checkbox", { name: "Send payment reminders automatically" })).toBeChecked();
    expect(within(days).getAllByRole("checkbox").filter((c) => (c as HTMLInputElement).checked).map((c) => c.parentElement!.textContent)).toEqual([
      "3 days before",
      "on the due date",
      "7 days after",
      "14 days after",
    ]);
    await user.click(box("3 days before"));
    await user.click(box("30 days after"));
    await user.click(screen.getByRole("button", { name: "Save business" }));
    expect(await screen.findByText("Business profile saved")).toBeInTheDocument();
    expect(writes()[0]).toMatchObject({ method: "POST", body: { remindersEnabled: true, reminderDays: [0, 7, 14, 30] } });
  });

  it("turning reminders off greys out the days and sends remindersEnabled: false", async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole("button", { name: "Add your business" }));
    await user.type(screen.getByLabelText("Legal name"), "Quiet Ltd");
    await user.click(screen.getByRole("checkbox", { name: "Send payment reminders automatically" }));
    expect(screen.getByRole("group", { name: "Remind the client" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Save business" }));
    expect(await screen.findByText("Business profile saved")).toBeInTheDocument();
    expect(writes()[0]).toMatchObject({ method: "POST", body: { remindersEnabled: false, reminderDays: [-3, 0, 7, 14] } });
  });

  it("saves the profile, then PUTs the chosen logo as the file itself", async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole("button", { name: "Add your business" }));
    await user.type(screen.getByLabelText("Legal name"), "Acme Analytics GmbH");
    await user.type(screen.getByLabelText(/^City/), "Berlin");
    const file = png();
    await user.upload(screen.getByLabelText("Logo"), file);
    expect(within(screen.getByTestId("logo-preview")).getByRole("img")).toHaveAttribute("src", "blob:preview");
    expect(screen.getByText("The logo is uploaded when you save.")).toBeInTheDocument();
    expect(writes()).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Save business" }));
    expect(await screen.findByText("Business profile saved")).toBeInTheDocument();
    const [post, put] = writes();
    expect(post).toMatchObject({ method: "POST", url: "/api/business-profiles", body: { name: "Acme Analytics GmbH", city: "Berlin", primaryColor: "#3b82f6" } });
    expect(put).toMatchObject({ method: "PUT", url: `/api/business-profiles/${profiles[0]!.id}/logo`, contentType: "image/png" });
    expect(put!.body).toBe(file);
    // Back to the list, with the new default and its logo.
    const item = await screen.findByRole("listitem", { name: "Acme Analytics GmbH" });
    expect(within(item).getByText("Default")).toBeInTheDocument();
    expect(within(item).getByRole("img")).toHaveAttribute("src", `/api/business-profiles/${profiles[0]!.id}/logo?v=1`);
  });

  it("puts the server's field messages on their fields", async () => {
    override = (call) =>
      call.method === "POST"
        ? {
            status: 400,
            body: {
              code: "invalid_input",
              message: "Invalid input: registrationNumber: Registration number is already registered to another business",
              errors: [{ path: "registrationNumber", message: "Registration number is already registered to another business" }],
            },
          }
        : undefined;
    vi.spyOn(console, "error").mockImplementation(() => {});
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole("button", { name: "Add your business" }));
    await user.type(screen.getByLabelText("Legal name"), "Acme");
    await user.type(screen.getByLabelText(/^Registration number/), "HRB 12345");
    await user.click(screen.getByRole("button", { name: "Save business" }));
    expect(await screen.findByText("Registration number is already registered to another business")).toBeInTheDocument();
    expect(screen.getByLabelText(/^Registration number/)).toHaveAttribute("aria-invalid", "true");
    expect(writes()).toEqual([expect.objectContaining({ method: "POST" })]);
    expect(await screen.findByText("Some details need fixing: see the highlighted fields.")).toBeInTheDocument();
  });
});

describe("the logo of a saved business", () => {
  it("is uploaded when chosen, with its own toast", async () => {
    const user = userEvent.setup();
    renderPage([sampleProfile()]);
    await user.click(await screen.findByRole("button", { name: "Edit Acme Analytics GmbH" }));
    const file = new File(["<svg xmlns='http://www.w3.org/2000/svg'/>"], "logo.svg", { type: "image/svg+xml" });
    await user.upload(screen.getByLabelText("Logo"), file);
    expect(await screen.findByText("Logo uploaded")).toBeInTheDocument();
    expect(screen.getByText("Acme Analytics GmbH now uses this logo.")).toBeInTheDocument();
    expect(writes()).toEqual([expect.objectContaining({ method: "PUT", contentType: "image/svg+xml", body: file })]);
  });

  it("is checked before it is sent: type and size", async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderPage([sampleProfile()]);
    await user.click(await screen.findByRole("button", { name: "Edit Acme Analytics GmbH" }));
    await user.upload(screen.getByLabelText("Logo"), new File(["GIF89a"], "logo.gif", { type: "image/gif" }));
    expect(await screen.findByText("The logo must be a PNG, JPEG, WebP or SVG image.")).toBeInTheDocument();
    await user.upload(screen.getByLabelText("Logo"), png(1024 * 1024 + 1));
    expect(await screen.findByText("The logo must be 1 MB or smaller.")).toBeInTheDocument();
    expect(screen.getByLabelText("Logo")).toHaveAttribute("aria-invalid", "true");
    expect(writes()).toHaveLength(0);
  });

  it("says what a 413, a 415 or a 422 means", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const user = userEvent.setup();
    renderPage([sampleProfile()]);
    await user.click(await screen.findByRole("button", { name: "Edit Acme Analytics GmbH" }));

    override = (call) => (call.method === "PUT" ? { status: 413, body: { code: "payload_too_large", message: "request entity too large" } } : undefined);
    await user.upload(screen.getByLabelText("Logo"), png());
    expect(await screen.findByText("Logo not uploaded")).toBeInTheDocument();
    expect(screen.getAllByText("The logo must be 1 MB or smaller.").length).toBeGreaterThan(0);

    override = (call) =>
      call.method === "PUT" ? { status: 415, body: { code: "unsupported_media_type", message: "This SVG can't be used as a logo: it has no size." } } : undefined;
    await user.upload(screen.getByLabelText("Logo"), png());
    await waitFor(() => expect(screen.getAllByText("This SVG can't be used as a logo: it has no size.").length).toBeGreaterThan(0));

    override = (call) => (call.method === "PUT" ? { status: 422, body: { code: "unprocessable", message: "This image is too complex" } } : undefined);
    await user.upload(screen.getByLabelText("Logo"), png());
    await waitFor(() => expect(screen.getAllByText("This image is too complex").length).toBeGreaterThan(0));
  });
});

describe("changing, making default and deleting", () => {
  it("sends a cleared field as null, so it is cleared", async () => {
    const user = userEvent.setup();
    renderPage([sampleProfile()]);
    await user.click(await screen.findByRole("button", { name: "Edit Acme Analytics GmbH" }));
    expect(screen.getByLabelText("Legal name")).toHaveValue("Acme Analytics GmbH");
    expect(screen.getByLabelText("Country")).toHaveTextContent("Germany");
    await user.clear(screen.getByLabelText(/^Website/));
    await user.click(screen.getByRole("button", { name: "Save business" }));
    expect(await screen.findByText("Business profile saved")).toBeInTheDocument();
    const [patch] = writes();
    expect(patch).toMatchObject({ method: "PATCH", url: `/api/business-profiles/${sampleProfile().id}` });
    expect(patch!.body).toMatchObject({ name: "Acme Analytics GmbH", website: null, country: "DE", city: "Berlin" });
    // The paper follows the country unless chosen: not sent.
    expect(patch!.body).not.toHaveProperty("paperSize");
  });

  it("shows the share capital in major units and sends it back in minor units, with the RCS city", async () => {
    const user = userEvent.setup();
    renderPage([sampleProfile({ shareCapital: 1_000_000 })]);
    await user.click(await screen.findByRole("button", { name: "Edit Acme Analytics GmbH" }));
    expect(screen.getByLabelText(/^Share capital/)).toHaveValue("10000");
    await user.type(screen.getByLabelText(/^RCS registry/), "Paris");
    await user.click(screen.getByRole("button", { name: "Save business" }));
    expect(await screen.findByText("Business profile saved")).toBeInTheDocument();
    const [patch] = writes();
    expect(patch!.body).toMatchObject({ shareCapital: 1_000_000, rcsCity: "Paris" });
  });

  it("sets the numbering of a business: the next number shown as it prints, a number already taken refused on its field", async () => {
    const user = userEvent.setup();
    renderPage([sampleProfile()]);
    await user.click(await screen.findByRole("button", { name: "Edit Acme Analytics GmbH" }));
    const next = await screen.findByLabelText("Invoices: next number");
    expect(next).toHaveValue("4");
    expect(screen.getByText("Next: INV-0004")).toBeInTheDocument();
    await user.clear(screen.getByLabelText("Invoices: prefix"));
    await user.type(screen.getByLabelText("Invoices: prefix"), "AL-2026-");
    await user.clear(next);
    await user.type(next, "2");
    await user.click(screen.getByRole("button", { name: "Save numbering" }));
    expect(await screen.findByText("Next number must be greater than 3: INV-0003 is already taken in this sequence")).toBeInTheDocument();
    expect(next).toHaveAttribute("aria-invalid", "true");
    expect(numbering.invoice.prefix).toBe("INV-");
    await user.clear(next);
    await user.type(next, "100");
    expect(screen.getByText("Next: AL-2026-0100")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Save numbering" }));
    expect(await screen.findByText("Numbering saved")).toBeInTheDocument();
    // Only what changed is sent.
    expect(writes().at(-1)).toMatchObject({ method: "PATCH", url: `/api/business-profiles/${sampleProfile().id}/numbering`, body: { invoice: { prefix: "AL-2026-", nextNumber: 100 } } });
    expect(Object.keys(writes().at(-1)!.body as object)).toEqual(["invoice"]);
  });

  it("makes another business the default", async () => {
    const user = userEvent.setup();
    renderPage([sampleProfile(), sampleProfile({ id: "bbbbbbbb-1111-4222-8333-444444444444", name: "Beta Studio LLC", isDefault: false })]);
    await user.click(await screen.findByRole("button", { name: "Make default Beta Studio LLC" }));
    expect(await screen.findByText("Default business updated")).toBeInTheDocument();
    expect(writes()).toEqual([expect.objectContaining({ method: "PATCH", body: { isDefault: true } })]);
    await waitFor(() => expect(within(screen.getByRole("listitem", { name: "Beta Studio LLC" })).getByText("Default")).toBeInTheDocument());
  });

  it("deletes only once confirmed", async () => {
    const user = userEvent.setup();
    renderPage([sampleProfile()]);
    await user.click(await screen.findByRole("button", { name: "Delete Acme Analytics GmbH" }));
    const dialog = await screen.findByRole("dialog", { name: "Delete this business?" });
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(writes()).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Delete Acme Analytics GmbH" }));
    await user.click(within(await screen.findByRole("dialog")).getByRole("button", { name: "Delete business" }));
    expect(await screen.findByText("Business profile deleted")).toBeInTheDocument();
    expect(writes()).toEqual([expect.objectContaining({ method: "DELETE", url: `/api/business-profiles/${sampleProfile().id}` })]);
    expect(await screen.findByText("No business profiles yet")).toBeInTheDocument();
  });
});
