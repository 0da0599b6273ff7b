import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TDocumentListItem } from "@shared/api/documents";
import { resetToasts } from "@/components/ui/use-toast";
import { renderWithProviders } from "@/testing/render";
import { AllDocuments } from "./all-documents";

window.scrollTo = () => {};

afterEach(() => {
  act(() => resetToasts());
  vi.unstubAllGlobals();
});

const row = (n: number, over: Partial<TDocumentListItem> = {}): TDocumentListItem => ({
  id: `doc-${n}`,
  type: "privacy_policy",
  title: `Privacy Policy — Company ${n}`,
  status: "final",
  stage: "final",
  createdAt: "2026-11-03T12:00:00.000Z",
  updatedAt: "2026-11-03T12:00:00.000Z",
  ...over,
});

/** The list route as the server answers it: rows, and the number of matches in X-Total-Count. */
function stubList(answer: (url: URL) => { rows: TDocumentListItem[]; total: number } | "pending") {
  const urls: URL[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), "http://localhost");
      urls.push(url);
      const out = answer(url);
      if (out === "pending") return new Promise<never>(() => {});
      return new Response(JSON.stringify(out.rows), {
        status: 200,
        headers: { "Content-Type": "application/json", "X-Total-Count": String(out.total) },
      });
    }),
  );
  return urls;
}

const render = (path = "/documents") =>
  renderWithProviders(<AllDocuments user={null} />, { path });

describe("AllDocuments", () => {
  it("shows a skeleton while the first page loads", () => {
    stubList(() => "pending");
    render();
    expect(screen.getByRole("heading", { level: 1, name: "All documents" })).toBeInTheDocument();
    expect(screen.getByTestId("documents-skeleton")).toBeInTheDocument();
  });

  it("lists each document with its title, type, status, dates and a link to the viewer", async () => {
    const urls = stubList(() => ({
      rows: [
        row(1, { title: "A".repeat(200), updatedAt: "2026-11-05T12:00:00.000Z" }),
        row(2, { type: "nda", title: "Mutual NDA — Delta", status: "draft", stage: "draft" }),
      ],
      total: 2,
    }));
    render();
    const list = await screen.findByRole("list", { name: "Documents" });
    const links = within(list).getAllByRole("link");
    expect(links.map((l) => l.getAttribute("href"))).toEqual(["/documents/doc-1", "/documents/doc-2"]);

    const long = within(links[0]!).getByText("A".repeat(200));
    expect(long).toHaveClass("truncate");
    expect(links[0]).toHaveTextContent("Privacy Policy");
    expect(links[0]).toHaveTextContent("Created Nov 3, 2026");
    expect(links[0]).toHaveTextContent("Updated Nov 5, 2026");
    expect(within(links[0]!).getByText("Final")).toHaveClass("bg-primary");

    expect(links[1]).toHaveTextContent("NDA");
    expect(links[1]).not.toHaveTextContent("Updated");
    expect(within(links[1]!).getByText("Draft")).toHaveClass("bg-secondary");
    expect(screen.getByTestId("documents-count")).toHaveTextContent("2 documents");

    // Newest first is the server's order; 25 a page from the start.
    expect(urls[0]!.pathname).toBe("/api/documents");
    expect(Object.fromEntries(urls[0]!.searchParams)).toEqual({ limit: "25", offset: "0" });
  });

  it("shows each row's stage in the words the viewer and the client's pages use", async () => {
    const stages = [
      ["awaiting_signature", "Awaiting signature"],
      ["signed", "Signed"],
      ["viewed", "Viewed"],
      ["partially_paid", "Partially paid"],
      ["converted", "Invoiced"],
      ["overdue", "Overdue"],
    ] as const;
    stubList(() => ({ rows: stages.map(([stage], i) => row(i + 1, { type: "invoice", status: "final", stage })), total: stages.length }));
    render();
    const list = await screen.findByRole("list", { name: "Documents" });
    const badges = within(list).getAllByTestId("stage-badge");
    expect(badges.map((b) => b.textContent)).toEqual(stages.map(([, label]) => label));
    // One badge a row: never "final" beside the stage.
    expect(within(list).queryByText(/^final$/i)).not.toBeInTheDocument();
  });

  it("searches by title once typing pauses, and keeps the search in the address", async () => {
    const urls = stubList((url) =>
      url.searchParams.get("q") === "acme"
        ? { rows: [row(7, { title: "Terms — Acme" })], total: 1 }
        : { rows: [row(1), row(2)], total: 2 },
    );
    const user = userEvent.setup();
    const { location } = render();
    await screen.findByRole("list", { name: "Documents" });

    await user.type(screen.getByRole("searchbox", { name: "Search by title, party or client" }), "acme");
    await waitFor(() =>
      expect(within(screen.getByRole("list", { name: "Documents" })).getAllByRole("link")).toHaveLength(1),
    );
    expect(screen.getByText("Terms — Acme")).toBeInTheDocument();
    // One request for the whole word, not one per key.
    expect(urls.map((u) => u.searchParams.get("q"))).toEqual([null, "acme"]);
    expect(location.history.at(-1)).toBe("/documents?q=acme");
  });

  it("filters by type and status, from the shared registry's types", async () => {
    const urls = stubList(() => ({ rows: [row(1)], total: 1 }));
    const user = userEvent.setup();
    render();
    await screen.findByRole("list", { name: "Documents" });

    const type = screen.getByRole("combobox", { name: "Type" });
    expect(within(type).getAllByRole("option").map((o) => o.textContent)).toEqual([
      "All types",
      "Privacy Policy",
      "Terms & Conditions",
      "Cookie Policy",
      "E-commerce Policy",
      "NDA",
      "Contractor Agreement",
      "Invoice",
      "Quote",
      "Receipt",
      "Credit note",
      "Business Plan",
      "Employment Contract",
    ]);
    await user.selectOptions(type, "NDA");
    await user.selectOptions(screen.getByRole("combobox", { name: "Status" }), "Draft");
    await waitFor(() => expect(urls).toHaveLength(3));
    expect(Object.fromEntries(urls[2]!.searchParams)).toEqual({
      type: "nda",
      status: "draft",
      limit: "25",
      offset: "0",
    });
  });

  it("pages through 25 at a time", async () => {
    const urls = stubList((url) => {
      const offset = Number(url.searchParams.get("offset"));
      return { rows: Array.from({ length: offset === 50 ? 10 : 25 }, (_, i) => row(offset + i + 1)), total: 60 };
    });
    const user = userEvent.setup();
    const { location } = render();
    await screen.findByText("Privacy Policy — Company 1");
    expect(screen.getByTestId("page-status")).toHaveTextContent("Page 1 of 3");
    expect(screen.getByTestId("documents-count")).toHaveTextContent("60 documents");
    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();

    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("Privacy Policy — Company 26")).toBeInTheDocument();
    expect(screen.getByTestId("page-status")).toHaveTextContent("Page 2 of 3");
    expect(location.history.at(-1)).toBe("/documents?page=2");

    await user.click(screen.getByRole("button", { name: "Next" }));
    expect(await screen.findByText("Privacy Policy — Company 51")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Next" })).toBeDisabled();
    expect(urls.map((u) => u.searchParams.get("offset"))).toEqual(["0", "25", "50"]);
  });

  it("shows the empty state, with a way to the tools, when there are no documents at all", async () => {
    stubList(() => ({ rows: [], total: 0 }));
    render();
    expect(await screen.findByText("No documents yet")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse the tools" })).toHaveAttribute("href", "/tools");
    expect(screen.queryByText("No documents match")).not.toBeInTheDocument();
  });

  it("says when nothing matches, and clears the search and filters", async () => {
    const urls = stubList((url) =>
      url.searchParams.has("q") ? { rows: [], total: 0 } : { rows: [row(1)], total: 1 },
    );
    const user = userEvent.setup();
    const { location } = render("/documents?q=zzz&status=final");
    expect(await screen.findByText("No documents match")).toBeInTheDocument();
    expect(screen.getByRole("searchbox", { name: "Search by title, party or client" })).toHaveValue("zzz");
    expect(screen.getByRole("combobox", { name: "Status" })).toHaveValue("final");
    expect(screen.queryByText("No documents yet")).not.toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Clear search and filters" }));
    expect(await screen.findByText("Privacy Policy — Company 1")).toBeInTheDocument();
    expect(screen.getByRole("searchbox", { name: "Search by title, party or client" })).toHaveValue("");
    expect(location.history.at(-1)).toBe("/documents");
    expect(Object.fromEntries(urls.at(-1)!.searchParams)).toEqual({ limit: "25", offset: "0" });
  });
});
