// The client book (/clients) against a small in-memory API: the list with each client's
// outstanding balance, the search (?q=), adding with the shared schema's messages and then the
// server's on their fields, editing, and deleting with a confirm.
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { TClientWithBalance } from "@shared/clients/types";
import { polyfillJsdomForRadix, sampleUser, stubFetch, type StubAnswer, type StubbedCall } from "@/testing/test-utils";
import { resetToasts } from "@/components/ui/use-toast";
import { getQueryFn } from "@/lib/api-client";
import { AUTH_USER_QUERY_KEY } from "@/lib/auth";
import { createTestQueryClient, renderWithProviders } from "@/testing/render";
import { ClientsBook } from "./clients-book";

polyfillJsdomForRadix();
vi.setConfig({ testTimeout: 30_000 });

let clients: TClientWithBalance[];
let calls: StubbedCall[];
let override: ((call: StubbedCall) => StubAnswer | undefined) | undefined;

function sampleClient(overrides: Partial<TClientWithBalance> = {}): TClientWithBalance {
  return {
    id: "aaaaaaaa-1111-4222-8333-444444444444",
    name: "Globex GmbH",
    email: "ap@globex.example",
    address: null,
    country: "DE",
    vatId: null,
    registrationNumber: null,
    contactName: "Hank Scorpio",
    notes: null,
    createdAt: "2026-11-01T10:00:00.000Z",
    updatedAt: "2026-11-01T10:00:00.000Z",
    outstanding: [],
    ...overrides,
  };
}

beforeEach(() => {
  clients = [];
  override = undefined;
  let n = 0;
  calls = stubFetch((call) => {
    const forced = override?.(call);
    if (forced) return forced;
    const url = new URL(call.url, "http://localhost");
    const body = (call.body ?? {}) as Partial<TClientWithBalance>;
    if (url.pathname === "/api/clients" && call.method === "GET") {
      const q = (url.searchParams.get("q") ?? "").toLowerCase();
      return { status: 200, body: clients.filter((c) => [c.name, c.email, c.contactName].some((v) => v?.toLowerCase().includes(q))) };
    }
    if (url.pathname === "/api/clients" && call.method === "POST") {
      const created = sampleClient({ email: null, country: null, contactName: null, ...body, id: `00000000-0000-4000-8000-00000000000${++n}` });
      clients.push(created);
      return { status: 201, body: created };
    }
    const client = clients.find((c) => c.id === url.pathname.split("/")[3]);
    if (!client) return { status: 404, body: { code: "not_found", message: "Client not found" } };
    if (call.method === "PATCH") return { status: 200, body: Object.assign(client, body) };
    if (call.method === "DELETE") {
      clients = clients.filter((c) => c !== client);
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

function renderPage(seed: TClientWithBalance[] = []) {
  clients = seed;
  const queryClient = createTestQueryClient({ queryFn: getQueryFn({ on401: "throw" }) });
  queryClient.setQueryData(AUTH_USER_QUERY_KEY, sampleUser());
  return renderWithProviders(<ClientsBook user={sampleUser()} />, { queryClient, path: "/clients" });
}

const writes = () => calls.filter((c) => c.method !== "GET");

describe("ClientsBook", () => {
  it("lists each client with its contact and what it owes per currency; Clients is the current nav link", async () => {
    renderPage([
      sampleClient({ outstanding: [{ currency: "EUR", amount: 120_000 }, { currency: "USD", amount: 5_050 }] }),
      sampleClient({ id: "bbbbbbbb-1111-4222-8333-444444444444", name: "Initech", email: null, contactName: null, country: null }),
    ]);
    const rows = await screen.findAllByTestId("client-row");
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText("Globex GmbH")).toBeInTheDocument();
    expect(within(rows[0]!).getByText("Hank Scorpio · ap@globex.example · Germany")).toBeInTheDocument();
    expect(within(rows[0]!).getByTestId("client-outstanding")).toHaveTextContent("Outstanding: €1,200.00 · $50.50");
    expect(within(rows[1]!).getByTestId("client-outstanding")).toHaveTextContent("Outstanding: Nothing outstanding");
    expect(within(rows[1]!).getByText("No contact details")).toBeInTheDocument();
    expect(screen.getAllByRole("link", { name: "Clients" })[0]).toHaveAttribute("href", "/clients");
  });

  it("searches with ?q= and says when nothing matches", async () => {
    const user = userEvent.setup();
    renderPage([sampleClient(), sampleClient({ id: "bbbbbbbb-1111-4222-8333-444444444444", name: "Initech", email: "bill@initech.example", contactName: null })]);
    expect(await screen.findAllByTestId("client-row")).toHaveLength(2);
    await user.type(screen.getByLabelText("Search clients"), "init");
    await waitFor(() => expect(screen.getAllByTestId("client-row")).toHaveLength(1));
    expect(screen.getByText("Initech")).toBeInTheDocument();
    expect(calls.some((c) => c.url === "/api/clients?q=init")).toBe(true);
    await user.clear(screen.getByLabelText("Search clients"));
    await user.type(screen.getByLabelText("Search clients"), "nobody");
    expect(await screen.findByText('No clients match "nobody".')).toBeInTheDocument();
  });

  it("adds a client: the schema's messages first, then the server's on their fields", async () => {
    const user = userEvent.setup();
    renderPage();
    expect(await screen.findByText(/No clients yet/)).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Add client" }));
    const dialog = await screen.findByRole("dialog", { name: "Add a client" });
    await user.type(within(dialog).getByLabelText(/^Email/), "not-an-email");
    await user.click(within(dialog).getByRole("button", { name: "Add client" }));
    expect(await within(dialog).findByText("Name is required")).toBeInTheDocument();
    expect(within(dialog).getByText("Email must be a valid e-mail address")).toBeInTheDocument();
    expect(writes()).toHaveLength(0);

    override = (call) =>
      call.method === "POST" ? { status: 400, body: { code: "invalid_input", message: "Invalid input", errors: [{ path: "vatId", message: "VAT ID is not valid: from the server" }] } } : undefined;
    await user.type(within(dialog).getByLabelText("Name"), "Umbrella Corp");
    await user.clear(within(dialog).getByLabelText(/^Email/));
    await user.type(within(dialog).getByLabelText(/^Email/), "ap@umbrella.example");
    await user.type(within(dialog).getByLabelText(/^VAT ID/), "XX1");
    await user.click(within(dialog).getByRole("button", { name: "Add client" }));
    expect(await within(dialog).findByText("VAT ID is not valid: from the server")).toBeInTheDocument();

    override = undefined;
    await user.clear(within(dialog).getByLabelText(/^VAT ID/));
    await user.click(within(dialog).getByRole("button", { name: "Add client" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(writes().at(-1)).toMatchObject({ method: "POST", url: "/api/clients", body: { name: "Umbrella Corp", email: "ap@umbrella.example" } });
    expect(await screen.findByText("Umbrella Corp")).toBeInTheDocument();
  });

  it("edits a client, and deletes one after a confirm", async () => {
    const user = userEvent.setup();
    renderPage([sampleClient()]);
    await user.click(await screen.findByRole("button", { name: "Edit Globex GmbH" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit Globex GmbH" });
    expect(within(dialog).getByLabelText("Name")).toHaveValue("Globex GmbH");
    await user.clear(within(dialog).getByLabelText(/^Contact name/));
    await user.type(within(dialog).getByLabelText(/^Contact name/), "Homer Simpson");
    await user.click(within(dialog).getByRole("button", { name: "Save changes" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(writes()[0]).toMatchObject({ method: "PATCH", url: "/api/clients/aaaaaaaa-1111-4222-8333-444444444444", body: { name: "Globex GmbH", contactName: "Homer Simpson" } });
    expect(await screen.findByText(/Homer Simpson/)).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Delete Globex GmbH" }));
    const confirm = await screen.findByRole("dialog", { name: "Delete Globex GmbH?" });
    expect(confirm).toHaveTextContent("Their documents stay");
    await user.click(within(confirm).getByRole("button", { name: "Delete client" }));
    expect(await screen.findByText(/No clients yet/)).toBeInTheDocument();
    expect(writes().at(-1)).toMatchObject({ method: "DELETE", url: "/api/clients/aaaaaaaa-1111-4222-8333-444444444444" });
  });
});
