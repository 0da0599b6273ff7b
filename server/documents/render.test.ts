import { marked } from "marked";
import { describe, expect, test } from "vitest";
import { type DocumentModel, bold, estimatedPages, hasContents, headingsOf, italic, link, p, section, ul } from "./model";
import { DOCUMENT_CSS, escapeHtml, renderHtmlFragment, renderHtmlPage } from "./render-html";
import { escapeMarkdown, renderMarkdown, withMarkdownFooter } from "./render-markdown";
import {
  HOSTILE,
  decodeHtml,
  htmlHeadings,
  markdownHeadings,
  unescapeMarkdown,
  unsafeHtml,
} from "../../test/rendered";

const model = (text: string): DocumentModel => ({
  type: "nda",
  title: `Title ${text}`,
  subtitle: `Subtitle ${text}`,
  meta: [{ label: `Label ${text}`, value: `Value ${text}` }],
  intro: [
    {
      type: "parties",
      parties: [{ label: "From", name: `Name ${text}`, lines: [`Line ${text}`, "2nd line"] }],
    },
    { type: "callout", tone: "warning", title: `Callout ${text}`, content: `Body ${text}` },
  ],
  numbered: true,
  sections: [
    section(
      `Heading ${text}`,
      [
        p(
          "Plain ",
          bold(`bold ${text}`),
          " ",
          italic(`italic ${text}`),
          " ",
          link(`link ${text}`, "https://example.com/?a=1&b=2"),
        ),
        p(
          link("bad link", "javascript:alert(1)"),
          " ",
          link("data link", "data:text/html,<b>x</b>"),
          " ",
          link("mail", "mailto:a@b.co"),
        ),
        ul(`item ${text}`, [bold("Lead."), ` rest ${text}`]),
        { type: "list", ordered: true, items: ["first", `second\n${text}`] },
        { type: "definitions", items: [{ term: `Term ${text}`, description: `Desc ${text}` }] },
        {
          type: "table",
          caption: `Caption ${text}`,
          columns: [{ header: `Col ${text}` }, { header: "Amount", align: "right" }],
          rows: [[`Cell ${text}`, "$1.00"]],
          footer: [["Total", "$1.00"]],
        },
        {
          type: "totals",
          rows: [
            { label: `Tax ${text}`, value: "$0.10" },
            { label: "Total", value: "$1.10", emphasis: true },
          ],
        },
        {
          type: "signatures",
          parties: [
            { role: `Role ${text}`, name: `Signer ${text}`, fields: ["Signature", "Date"] },
          ],
        },
        { type: "divider" },
      ],
      [section(`Sub ${text}`, [p(`multi\nline ${text}`)])],
    ),
    section("Second", [p("x")]),
  ],
});

describe("renderHtmlFragment", () => {
  test("escapes every user string, in content and attributes, and drops unsafe links", () => {
    const html = renderHtmlFragment(model(HOSTILE));
    expect(unsafeHtml(html)).toEqual([]);
    expect(html).toContain(
      "&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt; &quot;quoted&quot; &#39;single&#39; &amp;",
    );
    expect(html).toContain('href="https://example.com/?a=1&amp;b=2"');
    expect(html).toContain('href="mailto:a@b.co"');
    expect(html).not.toContain("data:text/html");
    expect(html).toContain("bad link");
    // Every occurrence of the hostile text is the escaped one.
    const occurrences = html.split(escapeHtml(HOSTILE)).length - 1;
    expect(occurrences).toBeGreaterThanOrEqual(20);
  });

  test("semantic structure with doc- classes, numbered headings, line breaks", () => {
    const html = renderHtmlFragment(model("x"));
    expect(html).toMatch(/^<article class="doc-document doc-type-nda">/);
    expect(html).toContain('<h1 class="doc-title" id="title-x">Title x</h1>');
    expect(html).toContain(
      '<h2 class="doc-heading" id="1-heading-x"><span class="doc-heading-number">1.</span> Heading x</h2>',
    );
    expect(html).toContain('<span class="doc-heading-number">1.1</span> Sub x</h3>');
    expect(html).toContain("multi<br>line x");
    expect(html).toContain('<th scope="col" class="doc-align-right">Amount</th>');
    const classes = [...html.matchAll(/class="([^"]+)"/g)].flatMap((m) => m[1]!.split(" "));
    expect(classes.every((c) => c.startsWith("doc-"))).toBe(true);
  });
});

describe("renderHtmlPage", () => {
  test("a standalone, print-ready page that loads nothing", () => {
    const page = renderHtmlPage(model("x"), { paper: "Letter" });
    expect(page.startsWith("<!DOCTYPE html>")).toBe(true);
    // The page a customer publishes: indexable. Only the share page asks for noindex.
    expect(page).not.toContain("robots");
    expect(renderHtmlPage(model("x"), { noindex: true })).toContain('<meta name="robots" content="noindex">');
    expect(page).toContain("@page{size:letter;");
    expect(page).toContain("break-after:avoid");
    expect(page).toContain("break-inside:avoid");
    expect(page).toContain("<title>Title x</title>");
    expect(page).not.toMatch(/<script|<link|<img|@import|url\(|src=/i);
    expect(renderHtmlPage(model("x"))).toContain("@page{size:A4;");
  });

  test("the watermark appears only when requested, escaped everywhere", () => {
    expect(renderHtmlPage(model("x"))).not.toContain("FounderDocs");
    const page = renderHtmlPage(model("x"), { watermark: "Created with FounderDocs — free plan" });
    expect(page).toContain(
      '<footer class="doc-watermark-footer">Created with FounderDocs — free plan</footer>',
    );
    expect(page).toContain('class="doc-watermark-mark"');
    expect(page).toContain('@bottom-left{content:"Created with FounderDocs — free plan"');
    // When the PDF printer draws the line in its own footer, the page carries it neither in its
    // margin boxes nor as a closing footer (which could fall alone onto an extra last page).
    const printed = renderHtmlPage(model("x"), { watermark: "w", printerFooter: true });
    expect(printed).not.toContain("@bottom-left");
    expect(printed).not.toContain("doc-watermark-footer\">");
    expect(printed).toContain('class="doc-watermark-mark"');
    const hostile = renderHtmlPage(model("x"), { watermark: `</style><script>alert(1)</script>"` });
    expect(unsafeHtml(hostile)).toEqual([]);
    expect(hostile).not.toContain("</style><script");
  });

  test("the page title is escaped", () => {
    expect(renderHtmlPage(model(HOSTILE))).toContain(`<title>Title ${escapeHtml(HOSTILE)}</title>`);
  });
});

describe("renderMarkdown", () => {
  test("headings are exactly the HTML headings, and the model's", () => {
    for (const text of ["plain", HOSTILE, "# hash *star* 1. list"]) {
      const m = model(text);
      const fromHtml = htmlHeadings(renderHtmlFragment(m));
      expect(markdownHeadings(renderMarkdown(m))).toEqual(fromHtml);
      expect(fromHtml).toEqual(headingsOf(m));
      expect(fromHtml[1]).toBe(`1. Heading ${text}`);
    }
  });

  test("Markdown syntax in user text prints literally", () => {
    const md = renderMarkdown(model(HOSTILE));
    expect(md).toContain("\\<script\\>alert(1)\\</script\\>");
    expect(md).toContain("\\*star\\* \\_under\\_ \\# \\[x\\](javascript:alert(1)) \\| pipe");
    expect(md).not.toMatch(/(?<!\\)<script/);
    expect(unescapeMarkdown(escapeMarkdown(HOSTILE))).toBe(HOSTILE);
    // No line is a heading, list or quote unless the renderer made it one.
    expect(md.split("\n").filter((l) => l.startsWith("#")).length).toBe(4);
  });

  test("line starts that would open a block are escaped", () => {
    expect(escapeMarkdown("- item")).toBe("\\- item");
    expect(escapeMarkdown("1. one")).toBe("1\\. one");
    expect(escapeMarkdown("a\n===")).toBe("a\\\n\\===");
    expect(escapeMarkdown("---")).toBe("\\---");
    expect(escapeMarkdown("> quote")).toBe("\\> quote");
    expect(escapeMarkdown("-5.00")).toBe("-5.00");
    expect(escapeMarkdown("&amp; & co")).toBe("\\&amp; & co");
  });

  test("tables, links and safe hrefs", () => {
    const md = renderMarkdown(model("a|b"));
    expect(md).toContain(
      "| Col a\\|b | Amount |\n| --- | ---: |\n| Cell a\\|b | $1.00 |\n| **Total** | **$1.00** |",
    );
    expect(md).toContain("[link a\\|b](https://example.com/?a=1&b=2)");
    expect(md).toContain("[mail](mailto:a@b.co)");
    expect(md).not.toContain("(javascript:");
    expect(md).not.toContain("(data:");
  });

  test("table cells: line breaks as <br> like the HTML's, and a footer's own bold not bolded twice", () => {
    const table: DocumentModel = {
      type: "business_plan",
      title: "Plan",
      meta: [],
      sections: [
        section("Canvas", [
          {
            type: "table",
            columns: [{ header: "Revenue" }, { header: "Notes" }],
            rows: [[["Subscriptions: ", bold("$3,000.00"), " a month\nKits: $1,000.00 a month"], "one\n- two | three"]],
            footer: [[bold("Total"), ["Sum: ", bold("$12,000.00"), italic(" net")]]],
          },
        ]),
      ],
    };
    const md = renderMarkdown(table);
    expect(md).toContain("| Subscriptions: **$3,000.00** a month<br>Kits: $1,000.00 a month | one<br>\\- two \\| three |");
    expect(md).toContain("| **Total** | **Sum: $12,000.00 *net*** |");
    expect(md).not.toContain("****");
    // As a GFM reader renders it: the cells the HTML export shows.
    const html = marked.parse(md, { async: false });
    expect(html).toContain("<td>Subscriptions: <strong>$3,000.00</strong> a month<br>Kits: $1,000.00 a month</td>");
    expect(html).toContain("<td>one<br>- two | three</td>");
    expect(html).toContain("<td><strong>Total</strong></td>");
    expect(renderHtmlFragment(table)).toContain("<td>Subscriptions: <strong>$3,000.00</strong> a month<br>Kits: $1,000.00 a month</td>");
    // Elsewhere a line break stays a hard break, and single-line places (headings) join with a space.
    expect(renderMarkdown({ ...table, sections: [section("Two\nlines", [p("a\nb")])] })).toContain("## Two lines\n\na\\\nb");
  });

  test("a signature field already filled in prints its value, without a line to fill (HTML and Markdown)", () => {
    const signed: DocumentModel = {
      type: "nda",
      title: "T",
      meta: [],
      sections: [
        section("Signatures", [
          { type: "signatures", parties: [{ role: "Employer", name: "Acme GmbH", fields: ["Signature", { label: "Name", value: "Anna Schmidt" }, "Date"] }] },
        ]),
      ],
    };
    const md = renderMarkdown(signed);
    expect(md).toContain("Name: Anna Schmidt\\\n");
    expect(md).not.toMatch(/Anna Schmidt: _/);
    expect(md).toMatch(/Signature: _{8,}/);
    const html = renderHtmlFragment(signed);
    expect(html).toContain('<div class="doc-signature-field doc-signature-filled"><span class="doc-signature-label">Name: Anna Schmidt</span></div>');
    expect(html.match(/doc-signature-rule/g)).toHaveLength(2);
  });

  test("a section on its own page starts a new page in print", () => {
    const html = renderHtmlFragment({ type: "employment_contract", title: "T", meta: [], sections: [section("A", [p("a")]), { ...section("Notice", [p("n")]), ownPage: true }] });
    expect(html).toContain('<section class="doc-section doc-own-page">');
    expect(DOCUMENT_CSS + renderHtmlPage({ type: "employment_contract", title: "T", meta: [], sections: [] })).toContain(".doc-own-page{break-before:page");
  });

  test("watermark as the final line only when requested", () => {
    expect(renderMarkdown(model("x"))).not.toContain("FounderDocs");
    const md = withMarkdownFooter(renderMarkdown(model("x")), "Created with FounderDocs — free plan");
    expect(md.trimEnd().split("\n").at(-1)).toBe("Created with FounderDocs — free plan");
  });
});

test("decodeHtml and escapeHtml round-trip", () => {
  expect(decodeHtml(escapeHtml(HOSTILE))).toBe(HOSTILE);
});

// "Closing the gaps in the existing documents": anchors, contents, unbreakable tokens.
describe("heading ids and the contents list", () => {
  const long = (sections: number, words: number): DocumentModel => ({
    type: "nda",
    title: "Long",
    meta: [],
    numbered: true,
    sections: Array.from({ length: sections }, (_, i) =>
      section(`Part ${i + 1}`, [p("word ".repeat(words))], [section("Detail", [p("More.")])]),
    ),
  });

  test("every heading has a unique id; a document over three pages starts with a linked contents list", () => {
    const doc = long(6, 400);
    expect(estimatedPages(doc)).toBeGreaterThan(3);
    expect(hasContents(doc)).toBe(true);
    const html = renderHtmlFragment(doc);
    expect(html).toContain('<nav class="doc-contents" aria-labelledby="contents">');
    expect(html).toContain('<a class="doc-contents-link" href="#1-part-1">1. Part 1</a>');
    expect(html).toContain('id="1-part-1"');
    // Repeated headings ("Detail") get distinct ids.
    const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of [...html.matchAll(/href="#([^"]+)"/g)].map((m) => m[1])) expect(ids).toContain(id);
    const md = renderMarkdown(doc);
    expect(md).toContain("## Contents");
    expect(unescapeMarkdown(md)).toContain("- [1. Part 1](#1-part-1)");
    expect(htmlHeadings(html)).toEqual(markdownHeadings(md));
  });

  test("a short document has ids but no contents list", () => {
    const doc = long(6, 20);
    expect(hasContents(doc)).toBe(false);
    const html = renderHtmlFragment(doc);
    expect(html).not.toContain("doc-contents");
    expect(html).toContain('id="1-part-1"');
    expect(renderMarkdown(doc)).not.toContain("Contents");
    expect(headingsOf(doc)).not.toContain("Contents");
  });
});

describe("tokens that must not break across lines", () => {
  test.each([
    ["Call 1-800-555-0100 today.", "1-800-555-0100"],
    ["Invoice INV-0001 is due.", "INV-0001"],
    ["Call +1 555 0100 now.", "+1 555 0100"],
    ["IBAN DE89 3704 0044 0532 0130 00 please.", "DE89 3704 0044 0532 0130 00"],
    ["Due 2026-11-23.", "2026-11-23"],
  ])("%s keeps %s on one line", (text, token) => {
    const html = renderHtmlFragment({ type: "nda", title: "T", meta: [], sections: [section("S", [p(text)])] });
    expect(html).toContain(`<span class="doc-nowrap">${escapeHtml(token)}</span>`);
    expect(DOCUMENT_CSS).toContain(".doc-nowrap{white-space:nowrap}");
  });

  test("words with hyphens and no digit may still break", () => {
    const html = renderHtmlFragment({ type: "nda", title: "T", meta: [], sections: [section("S", [p("a non-exclusive licence")])] });
    expect(html).not.toContain("doc-nowrap");
  });
});
