// The invoice form's client picker: choosing one of the user's clients fills the
// client fields and sends its clientId; changing a filled field unlinks it; the client typed in
// can be saved as a new client, which links it.
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { TClientWithBalance } from "@shared/clients/types";
import { sampleDocument, sampleUser, stubApi } from "@/testing/test-utils";
import { setUpToolTests, type User } from "@/testing/render-tool";
import { AUTH_USER_QUERY_KEY } from "@/lib/auth";
import { createTestQueryClient, renderWithProviders } from "@/testing/render";
import { InvoiceGenerator } from "./invoice-generator";

setUpToolTests();

const GLOBEX: TClientWithBalance = {
  id: "aaaaaaaa-1111-4222-8333-444444444444",
  name: "Globex GmbH",
  email: "ap@globex.example",
  address: "Hauptstraße 5\n10115 Berlin",
  country: "DE",
  vatId: "DE123456789",
  registrationNumber: "HRB 9876",
  contactName: "Hank Scorpio",
  notes: null,
  createdAt: "2026-11-01T10:00:00.000Z",
  updatedAt: "2026-11-01T10:00:00.000Z",
  outstanding: [],
};

const created = { status: 201, body: { id: "inv-1", type: "invoice", number: "INV-0001", document: sampleDocument({ type: "invoice" }) } };

function renderInvoice() {
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(AUTH_USER_QUERY_KEY, sampleUser());
  return renderWithProviders(<InvoiceGenerator />, { queryClient });
}

async function pickClient(user: User, name: string) {
  await user.click(await screen.findByLabelText("Client (optional)"));
  await user.click(await screen.findByRole("option", { name }));
}

describe("the invoice form's client picker", { timeout: 30_000 }, () => {
  it("fills the client fields from the chosen client and sends its clientId", async () => {
    const calls = stubApi(() => created, { clients: [GLOBEX] });
    const user = userEvent.setup();
    renderInvoice();
    await waitFor(() => expect(screen.getByLabelText("Client (optional)")).toBeEnabled());
    await pickClient(user, "Globex GmbH");
    expect(screen.getByLabelText("Client Name")).toHaveValue("Globex GmbH");
    expect(screen.getByLabelText(/^Client Email/)).toHaveValue("ap@globex.example");
    expect(screen.getByLabelText(/^Client Address/)).toHaveValue("Hauptstraße 5\n10115 Berlin");
    expect(screen.getByLabelText(/^Client VAT ID/)).toHaveValue("DE123456789");
    expect(screen.queryByRole("button", { name: /as a new client/ })).not.toBeInTheDocument();

    await user.type(screen.getByLabelText("Description (item 1)"), "Consulting");
    await user.click(screen.getByRole("button", { name: "Generate Invoice" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      method: "POST",
      url: "/api/invoices",
      body: { clientId: GLOBEX.id, clientName: "Globex GmbH", clientEmail: "ap@globex.example", clientCountry: "DE", clientVatId: "DE123456789" },
    });
  });

  it("a filled field changed by hand unlinks the client: the document carries what was typed", async () => {
    const calls = stubApi(() => created, { clients: [GLOBEX] });
    const user = userEvent.setup();
    renderInvoice();
    await waitFor(() => expect(screen.getByLabelText("Client (optional)")).toBeEnabled());
    await pickClient(user, "Globex GmbH");
    await user.type(screen.getByLabelText("Client Name"), " (Berlin)");
    expect(await screen.findByRole("button", { name: 'Save "Globex GmbH (Berlin)" as a new client' })).toBeInTheDocument();
    await user.type(screen.getByLabelText("Description (item 1)"), "Consulting");
    await user.click(screen.getByRole("button", { name: "Generate Invoice" }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]!.body).toMatchObject({ clientName: "Globex GmbH (Berlin)" });
    expect(calls[0]!.body).not.toHaveProperty("clientId");
  });

  it("saves the client typed in as a new client and links it", async () => {
    const book: TClientWithBalance[] = [];
    const calls = stubApi(
      (call) => {
        if (call.method === "POST" && call.url === "/api/clients") {
          const client = { ...GLOBEX, id: "bbbbbbbb-1111-4222-8333-444444444444", name: "Initech", email: "bill@initech.example", address: null, country: null, vatId: null, registrationNumber: null, contactName: null };
          book.push(client);
          return { status: 201, body: client };
        }
        return created;
      },
      { clients: book },
    );
    const user = userEvent.setup();
    renderInvoice();
    expect(await screen.findByText("No clients yet")).toBeInTheDocument();
    await user.type(screen.getByLabelText("Client Name"), "Initech");
    await user.type(screen.getByLabelText(/^Client Email/), "bill@initech.example");
    await user.click(screen.getByRole("button", { name: 'Save "Initech" as a new client' }));
    await waitFor(() => expect(screen.queryByRole("button", { name: /as a new client/ })).not.toBeInTheDocument());
    expect(calls[0]).toMatchObject({ method: "POST", url: "/api/clients", body: { name: "Initech", email: "bill@initech.example" } });
    expect(await screen.findByText("Client saved")).toBeInTheDocument();

    await user.type(screen.getByLabelText("Description (item 1)"), "Consulting");
    await user.click(screen.getByRole("button", { name: "Generate Invoice" }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]).toMatchObject({ url: "/api/invoices", body: { clientId: "bbbbbbbb-1111-4222-8333-444444444444", clientName: "Initech" } });
  });

  it("editing a document keeps its client while the fields are the client's, and drops one deleted since", async () => {
    const stored = {
      type: "invoice",
      clientId: GLOBEX.id,
      clientName: "Globex GmbH",
      clientEmail: "ap@globex.example",
      clientAddress: "Hauptstraße 5\n10115 Berlin",
      clientCountry: "DE",
      clientVatId: "DE123456789",
      currency: "EUR",
      dueDate: "2026-12-31",
      items: [{ description: "Consulting", quantity: 1, unitPrice: 10_000 }],
    };
    for (const [book, expected] of [
      [[GLOBEX], GLOBEX.id],
      [[], undefined],
    ] as const) {
      stubApi(() => ({ status: 500 }), { clients: [...book] });
      const submitted: unknown[] = [];
      const user = userEvent.setup();
      const queryClient = createTestQueryClient();
      queryClient.setQueryData(AUTH_USER_QUERY_KEY, sampleUser());
      const view = renderWithProviders(<InvoiceGenerator initialValues={stored} onSubmit={(payload) => void submitted.push(payload)} />, { queryClient });
      await waitFor(() => expect(screen.queryByText("Loading your clients…")).not.toBeInTheDocument());
      await user.click(screen.getByRole("button", { name: "Save changes" }));
      await waitFor(() => expect(submitted).toHaveLength(1));
      expect((submitted[0] as { clientId?: string }).clientId).toBe(expected);
      expect(submitted[0]).toMatchObject({ clientName: "Globex GmbH" });
      view.unmount();
    }
  });
});
