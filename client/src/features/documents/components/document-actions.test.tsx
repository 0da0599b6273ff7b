import type { QueryFunction } from "@tanstack/react-query";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type {
  TDocument,
  TTemplateUpdate,
  TVersion,
  TVersionDiff,
  TVersionSummary,
} from "@shared/api/documents";
import { documentQueryKey } from "../document";
import {
  PLAN_LIMIT_BODY,
  polyfillJsdomForRadix,
  sampleDocument,
  stubFetch,
} from "@/testing/test-utils";
import { resetToasts } from "@/components/ui/use-toast";
import type { DocFormEditProps } from "@/components/generator/doc-form-props";
import { createTestQueryClient, renderWithProviders } from "@/testing/render";
import { DocumentViewer, type EditFormOf } from "./document-viewer";

polyfillJsdomForRadix();
// jsdom has no layout: viewing a version scrolls to the top.
window.scrollTo = () => {};

afterEach(() => {
  act(() => resetToasts());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const doc = sampleDocument({
  version: 2,
  metadata: { input: { companyName: "Acme Inc.", website: "https://acme.example" } },
});
const base = `/api/documents/${doc.id}`;

const versions: TVersionSummary[] = [
  { version: 2, createdAt: "2026-11-24T09:30:00.000Z", sha256: "ab".repeat(32), templateVersion: 1 },
  { version: 1, createdAt: "2026-11-23T10:00:00.000Z", sha256: "cd".repeat(32), templateVersion: 1 },
];

const diff: TVersionDiff = {
  from: 1,
  to: 2,
  added: 2,
  removed: 1,
  changes: [
    { value: "Acme ", change: "same" },
    { value: "Inc.", change: "removed" },
    { value: "Labs Ltd", change: "added" },
    { value: " is the controller.", change: "same" },
  ],
};

const version1: TVersion = {
  ...versions[1]!,
  title: "Privacy Policy — Acme (first draft)",
  content: '<article class="doc-document"><p>The very first wording.</p></article>',
};

/** Stands in for the server's reads: the default fetcher's key is the path. */
function reads(answers: Record<string, unknown>): QueryFunction {
  return ({ queryKey }) => {
    const path = queryKey.join("/");
    return path in answers ? Promise.resolve(answers[path]) : new Promise(() => {});
  };
}

function renderViewer(
  document: TDocument = doc,
  { answers = {}, editFormOf }: { answers?: Record<string, unknown>; editFormOf?: EditFormOf } = {},
) {
  const queryClient = createTestQueryClient({
    queryFn: reads({ [`${base}/versions`]: versions, ...answers }),
  });
  queryClient.setQueryData(documentQueryKey(document.id), document);
  // A policy's viewer also reads where it is published and its website scans: none, from the cache.
  queryClient.setQueryData(["/api/publications", { documentId: document.id }], null);
  queryClient.setQueryData(["/api/documents", document.id, "scans"], []);
  return renderWithProviders(
    <DocumentViewer
      id={document.id}
      isAuthLoading={false}
      isAuthenticated
      editFormOf={editFormOf}
    />,
    { path: `/documents/${document.id}`, queryClient },
  );
}

describe("DocumentViewer: managing a document", () => {
  it("renames, showing the server's field message of a 400", async () => {
    const calls = stubFetch(({ body }) =>
      (body as { title: string }).title.trim() === ""
        ? {
            status: 400,
            body: {
              code: "invalid_input",
              message: "Invalid input: title: Title is required",
              errors: [{ path: "title", message: "Title is required" }],
            },
          }
        : { body: { ...doc, title: "Globex privacy notice" } },
    );
    const user = userEvent.setup();
    renderViewer();

    await user.click(screen.getByRole("button", { name: "Rename" }));
    const dialog = screen.getByRole("dialog", { name: "Rename document" });
    const field = within(dialog).getByLabelText("Title");
    expect(field).toHaveValue(doc.title);
    await user.clear(field);
    await user.click(within(dialog).getByRole("button", { name: "Save title" }));
    expect(await within(dialog).findByText("Title is required")).toBeInTheDocument();
    expect(field).toHaveAttribute("aria-invalid", "true");
    expect(field).toHaveAccessibleDescription("Title is required");

    await user.type(field, "Globex privacy notice");
    await user.click(within(dialog).getByRole("button", { name: "Save title" }));
    expect(
      await screen.findByRole("heading", { level: 1, name: "Globex privacy notice" }),
    ).toBeInTheDocument();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ["PATCH", base, { title: "" }],
      ["PATCH", base, { title: "Globex privacy notice" }],
    ]);
  });

  it("asks before deleting, says the share link stops working, then goes to all documents", async () => {
    const calls = stubFetch(() => ({ status: 204 }));
    const user = userEvent.setup();
    const { location } = renderViewer();

    await user.click(screen.getByRole("button", { name: "Delete" }));
    const dialog = screen.getByRole("dialog", { name: "Delete this document?" });
    expect(dialog).toHaveTextContent(
      "Its share link will stop working and its exports will no longer be available. This can't be undone.",
    );
    await user.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(calls).toEqual([]);

    await user.click(screen.getByRole("button", { name: "Delete" }));
    await user.click(screen.getByRole("button", { name: "Delete document" }));
    expect(await screen.findByText("Document deleted")).toBeInTheDocument();
    expect(location.history.at(-1)).toBe("/documents");
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([`DELETE ${base}`]);
  });

  it("shows the server's refusal to delete a document out for signature, and stays on it", async () => {
    const message = "Void the signature request before deleting this document";
    vi.spyOn(console, "error").mockImplementation(() => {});
    const calls = stubFetch(() => ({ status: 409, body: { code: "conflict", message } }));
    const user = userEvent.setup();
    const { location } = renderViewer();

    await user.click(screen.getByRole("button", { name: "Delete" }));
    await user.click(screen.getByRole("button", { name: "Delete document" }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByText("Document deleted")).not.toBeInTheDocument();
    expect(location.history.at(-1)).not.toBe("/documents");
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([`DELETE ${base}`]);
  });

  it("finalizes a draft after confirming, and offers no way back", async () => {
    const calls = stubFetch(() => ({ body: { ...doc, status: "final" } }));
    const user = userEvent.setup();
    renderViewer({ ...doc, status: "draft", stage: "draft" });
    expect(screen.getByText("Draft")).toHaveClass("bg-secondary");

    await user.click(screen.getByRole("button", { name: "Finalize" }));
    const dialog = screen.getByRole("dialog", { name: "Finalize this document?" });
    expect(dialog).toHaveTextContent("A final document can't go back to draft.");
    await user.click(within(dialog).getByRole("button", { name: "Finalize" }));
    expect(await screen.findByText("Document finalized")).toBeInTheDocument();
    expect(screen.getByText("Final")).toHaveClass("bg-primary");
    expect(screen.queryByRole("button", { name: "Finalize" })).not.toBeInTheDocument();
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ["PATCH", base, { status: "final" }],
    ]);
  });

  it("lists the versions newest first with their date (no hash), and renders their diff", async () => {
    renderViewer(doc, { answers: { [`${base}/diff?from=1&to=2`]: diff } });

    const list = await screen.findByRole("list", { name: "Versions" });
    const rows = within(list).getAllByTestId("version-row");
    expect(rows.map((r) => within(r).getByText(/^Version \d$/).textContent)).toEqual([
      "Version 2",
      "Version 1",
    ]);
    expect(within(rows[0]!).getByText("Current")).toBeInTheDocument();
    // The hash is for the API and the exports, not the reader's view.
    expect(list).not.toHaveTextContent(/abababab|cdcdcdcd|SHA-256/);
    expect(within(rows[1]!).getByText(/Nov 23, 2026/)).toBeInTheDocument();
    expect(within(rows[0]!).queryByRole("button", { name: /Restore/ })).not.toBeInTheDocument();
    expect(within(rows[1]!).getByRole("button", { name: "Restore version 1" })).toBeInTheDocument();

    // By default, the version before the newest compared with the newest.
    expect(screen.getByLabelText("From")).toHaveValue("1");
    expect(screen.getByLabelText("To")).toHaveValue("2");
    const changes = await screen.findByRole("region", { name: "Changes from version 1 to version 2" });
    const added = changes.querySelectorAll("ins");
    const removed = changes.querySelectorAll("del");
    expect([...added].map((n) => n.textContent)).toEqual(["[added: Labs Ltd]"]);
    expect([...removed].map((n) => n.textContent)).toEqual(["[removed: Inc.]"]);
    expect(added[0]).toHaveClass("bg-green-100", "underline");
    expect(removed[0]).toHaveClass("bg-red-100", "line-through");
    expect(changes).toHaveTextContent("Acme");
    expect(screen.getByTestId("diff-summary")).toHaveTextContent("2 words added1 word removed");
  });

  it("puts the version menu, Download and Share before the document (first on a phone)", async () => {
    const user = userEvent.setup();
    renderViewer(doc, { answers: { [`${base}/versions/1`]: version1 } });
    const menu = await screen.findByRole("combobox", { name: "Version on screen" });
    const article = screen.getByRole("article", { name: doc.title });
    const downloads = screen.getByRole("complementary", { name: "Downloads and sharing" });
    const before = (a: Element, b: Element) =>
      Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    expect(before(menu, article)).toBe(true);
    expect(before(downloads, article)).toBe(true);
    expect(within(downloads).getByRole("link", { name: "PDF" })).toBeInTheDocument();
    expect(within(downloads).getByRole("heading", { name: "Share" })).toBeInTheDocument();

    expect(menu).toHaveValue("2");
    await user.selectOptions(menu, "1");
    expect(await screen.findByText("The very first wording.")).toBeInTheDocument();
    expect(screen.getByText(/You're viewing/)).toHaveTextContent("You're viewing version 1");
    expect(screen.getByRole("combobox", { name: "Version on screen" })).toHaveValue("1");
  });

  it("shows an old version with its own exports, and restores it", async () => {
    const restored = { ...doc, version: 3, content: version1.content };
    const calls = stubFetch(() => ({ body: restored }));
    const user = userEvent.setup();
    renderViewer(doc, { answers: { [`${base}/versions/1`]: version1 } });

    await user.click(await screen.findByRole("button", { name: "View version 1" }));
    expect(
      await screen.findByRole("heading", { level: 1, name: version1.title }),
    ).toBeInTheDocument();
    expect(screen.getByText("The very first wording.")).toBeInTheDocument();
    expect(screen.getByText(/You're viewing/)).toHaveTextContent(
      "You're viewing version 1, saved Nov 23, 2026",
    );
    expect(screen.getByRole("link", { name: "PDF" })).toHaveAttribute(
      "href",
      `${base}/export/pdf?version=1`,
    );
    expect(screen.getByRole("link", { name: "Markdown" })).toHaveAttribute(
      "href",
      `${base}/export/markdown?version=1`,
    );
    // What changes the document is not offered on an old version.
    expect(screen.queryByRole("button", { name: "Rename" })).not.toBeInTheDocument();

    // Restoring asks first; cancelling changes nothing.
    await user.click(screen.getByRole("button", { name: "Restore this version" }));
    const ask = await screen.findByRole("dialog", { name: "Restore version 1?" });
    expect(ask).toHaveTextContent("Its text becomes the current version, version 3.");
    await user.click(within(ask).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(calls).toEqual([]);
    await user.click(screen.getByRole("button", { name: "Restore this version" }));
    await user.click(
      within(await screen.findByRole("dialog")).getByRole("button", { name: "Restore version 1" }),
    );
    expect(await screen.findByText("Version restored")).toBeInTheDocument();
    expect(screen.getByText("The text of version 1 is now version 3.")).toBeInTheDocument();
    expect(screen.getByTestId("document-version")).toHaveTextContent("Version 3");
    expect(screen.getByRole("link", { name: "PDF" })).toHaveAttribute("href", `${base}/export/pdf`);
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      `POST ${base}/versions/1/restore`,
    ]);
  });

  it("says when a newer template exists, shows what it would change, and updates on request", async () => {
    const outdated = { ...doc, template: { version: 1, latest: 2 } };
    const update: TTemplateUpdate = {
      templateVersion: 1,
      latestTemplateVersion: 2,
      added: 3,
      removed: 2,
      changes: [
        { value: "You may ", change: "same" },
        { value: "write to us", change: "removed" },
        { value: "contact our privacy team", change: "added" },
        { value: ".", change: "same" },
      ],
    };
    const calls = stubFetch(() => ({
      body: { ...outdated, version: 3, template: { version: 2, latest: 2 } },
    }));
    const user = userEvent.setup();
    renderViewer(outdated, { answers: { [`${base}/template-update`]: update } });

    const banner = screen.getByRole("region", { name: "A newer template is available" });
    expect(banner).toHaveTextContent(
      "This document was written with version 1 of the Privacy Policy template; version 2 has updated wording.",
    );
    const changes = await within(banner).findByRole("region", {
      name: "Changes the template version 2 would make",
    });
    expect(changes.querySelector("ins")).toHaveTextContent("contact our privacy team");
    expect(changes.querySelector("del")).toHaveTextContent("write to us");
    // Nothing changes until asked.
    expect(calls).toEqual([]);

    await user.click(within(banner).getByRole("button", { name: "Update document" }));
    expect(await screen.findByText("Version 3 uses the latest template.")).toBeInTheDocument();
    expect(
      screen.queryByRole("region", { name: "A newer template is available" }),
    ).not.toBeInTheDocument();
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([`POST ${base}/template-update`]);
  });

  it("has no template banner when the document is on the latest template", () => {
    renderViewer();
    expect(
      screen.queryByRole("region", { name: "A newer template is available" }),
    ).not.toBeInTheDocument();
  });

  it("edits in the type's own form, pre-filled, and saves the next version", async () => {
    /** A form honouring the edit contract (lib/doc-form.ts), as the type's form does. */
    function FakeForm({ initialValues, onSubmit, actions }: DocFormEditProps) {
      const [name, setName] = useState((initialValues as { companyName: string }).companyName);
      const [error, setError] = useState<string>();
      return (
        <form
          aria-label="Privacy policy details"
          onSubmit={(e) => {
            e.preventDefault();
            onSubmit({ ...(initialValues as object), companyName: name }, (errors) =>
              setError(errors[0]?.message),
            );
          }}
        >
          <label htmlFor="companyName">Company Name</label>
          <input id="companyName" value={name} onChange={(e) => setName(e.target.value)} />
          {error && <p>{error}</p>}
          {actions}
        </form>
      );
    }
    const editFormOf = vi.fn<EditFormOf>(() => FakeForm);
    vi.spyOn(console, "error").mockImplementation(() => {});
    const calls = stubFetch(({ body }) =>
      (body as { companyName: string }).companyName === ""
        ? {
            status: 400,
            body: {
              code: "invalid_input",
              message: "Invalid input",
              errors: [{ path: "companyName", message: "Company name is required" }],
            },
          }
        : { body: { ...doc, version: 3, title: "Privacy Policy — Acme Labs" } },
    );
    const user = userEvent.setup();
    renderViewer(doc, { editFormOf });

    await user.click(screen.getByRole("button", { name: "Edit" }));
    expect(editFormOf).toHaveBeenCalledWith("privacy_policy");
    expect(screen.getByText("Saving makes version 3; version 2 stays in the history.")).toBeInTheDocument();
    const field = await screen.findByLabelText("Company Name");
    expect(field).toHaveValue("Acme Inc.");

    await user.clear(field);
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Company name is required")).toBeInTheDocument();

    await user.type(field, "Acme Labs");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(await screen.findByText("Saved as version 3.")).toBeInTheDocument();
    expect(screen.queryByRole("form", { name: "Privacy policy details" })).not.toBeInTheDocument();
    expect(screen.getByTestId("document-version")).toHaveTextContent("Version 3");
    expect(calls.map((c) => [c.method, c.url, c.body])).toEqual([
      ["PUT", `${base}/input`, { companyName: "", website: "https://acme.example" }],
      ["PUT", `${base}/input`, { companyName: "Acme Labs", website: "https://acme.example" }],
    ]);
  });

  it("offers no Edit when the type has no form", () => {
    renderViewer(doc, { editFormOf: () => undefined });
    expect(screen.queryByRole("button", { name: "Edit" })).not.toBeInTheDocument();
  });

  it("duplicates and opens the copy; on the Free plan's limit says so", async () => {
    const copy = { ...doc, id: "99999999-2222-4333-8444-555555555555", title: `${doc.title} (copy)` };
    let limit = false;
    const calls = stubFetch(() =>
      limit ? { status: 402, body: PLAN_LIMIT_BODY } : { status: 201, body: copy },
    );
    const user = userEvent.setup();
    const { location } = renderViewer();

    await user.click(screen.getByRole("button", { name: "Duplicate" }));
    expect(await screen.findByText("Document duplicated")).toBeInTheDocument();
    await waitFor(() => expect(location.history.at(-1)).toBe(`/documents/${copy.id}`));

    limit = true;
    await user.click(screen.getByRole("button", { name: "Duplicate" }));
    const alert = await screen.findByRole("alert");
    expect(alert).toHaveTextContent(PLAN_LIMIT_BODY.message);
    expect(within(alert).getByRole("link", { name: "See plans" })).toHaveAttribute("href", "/pricing");
    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      `POST ${base}/duplicate`,
      `POST ${base}/duplicate`,
    ]);
  });
});
