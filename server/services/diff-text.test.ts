// The versions' difference is read as the document's text, not as its Markdown source.
import { describe, expect, test } from "vitest";
import { bold, link, p, section, ul, type DocumentModel } from "../documents/model";
import { renderMarkdown } from "../documents/render-markdown";
import { diffText, markdownToText } from "./diff-text";

const HOSTILE_NAME = "Acme *Labs* | [x](y) \\ # _z_";

const model = (party: string, days: string): DocumentModel => ({
  type: "nda",
  title: "Mutual NDA",
  meta: [{ label: "Effective date", value: "1 March 2027" }],
  numbered: true,
  sections: [
    section("Parties", [p("Between ", bold(party), " and Beta GmbH. See ", link("our site", "https://example.com/a"), ".")]),
    section("Term", [
      p(`Notice of ${days} days.`),
      ul("First duty", "Second duty"),
      {
        type: "table",
        columns: [{ header: "Cookie" }, { header: "Lifetime", align: "right" }],
        rows: [["cc_cookie", "6 months"]],
      },
    ]),
  ],
});

describe("markdownToText", () => {
  test("shows the words a reader sees: no heading marks, emphasis, link targets or table pipes", () => {
    const text = markdownToText(renderMarkdown(model(HOSTILE_NAME, "30")));
    expect(text).toContain("Mutual NDA");
    expect(text).toContain("Effective date: 1 March 2027");
    expect(text).toContain("1. Parties");
    expect(text).toContain("2. Term");
    expect(text).toContain("See our site.");
    expect(text).toContain("• First duty");
    expect(text).toContain("Cookie · Lifetime");
    expect(text).toContain("cc_cookie · 6 months");
    expect(text).not.toMatch(/^#/m);
    expect(text).not.toContain("**");
    expect(text).not.toContain("https://example.com/a");
    expect(text).not.toContain("---");
    // The user's own characters print as they typed them.
    expect(text).toContain(`Between ${HOSTILE_NAME} and Beta GmbH.`);
  });
});

describe("markdownToText: table cells", () => {
  const canvas = (cell: string): DocumentModel => ({
    type: "business_plan",
    title: "Plan",
    meta: [],
    sections: [section("Canvas", [{ type: "table", columns: [{ header: "Block" }, { header: "Contents" }], rows: [["Revenue", cell]] }])],
  });

  test("a line break in a cell (<br> in the Markdown) reads as a space, and the user's own <br> as typed", () => {
    const text = markdownToText(renderMarkdown(canvas("Subscriptions: $3,000.00 a month\nKits: <br> a month")));
    expect(text).toContain("Revenue · Subscriptions: $3,000.00 a month Kits: <br> a month");
  });

  test("a version stored before cells kept their line breaks differs in no word from one after", () => {
    const before = "# Plan\n\n## Canvas\n\n| Block | Contents |\n| --- | --- |\n| Revenue | Subscriptions: $3,000.00 a month Kits: $1,000.00 a month |\n";
    const after = renderMarkdown(canvas("Subscriptions: $3,000.00 a month\nKits: $1,000.00 a month"));
    expect(after).toContain("a month<br>Kits");
    expect(diffText(before, after)).toMatchObject({ added: 0, removed: 0 });
  });
});

describe("diffText", () => {
  test("marks the changed words of the rendered text, and nothing of the Markdown", () => {
    const diff = diffText(renderMarkdown(model("Acme Ltd", "30")), renderMarkdown(model("Acme Ltd", "60")));
    const changed = diff.changes.filter((c) => c.change !== "same").map((c) => c.value);
    expect(changed).toEqual(["30", "60"]);
    expect(diff).toMatchObject({ added: 1, removed: 1 });
    expect(diff.changes.map((c) => c.value).join("")).not.toMatch(/\*\*|^#/m);
  });
});
