// The message renderer: every text a template passes is escaped in the HTML part and kept as
// text in the plain part, for every kind of block; links are http(s) only; a colour that is not
// a colour never reaches a style attribute.
import { expect, test } from "vitest";
import { renderMail, safeHref, type MailContent } from "./render";

const HOSTILE = `<img src=x onerror="alert(1)"> & </td></table><script>x</script>`;
const ESCAPED =
  "&lt;img src=x onerror=&quot;alert(1)&quot;&gt; &amp; &lt;/td&gt;&lt;/table&gt;&lt;script&gt;x&lt;/script&gt;";

const content: MailContent = {
  subject: `Contract from ${HOSTILE}`,
  preheader: HOSTILE,
  heading: HOSTILE,
  blocks: [
    { type: "paragraph", text: [HOSTILE, { strong: HOSTILE }] },
    { type: "quote", text: `${HOSTILE}\nsecond line`, cite: HOSTILE },
    { type: "facts", rows: [[HOSTILE, HOSTILE]] },
    { type: "code", text: HOSTILE },
    { type: "note", text: HOSTILE },
    { type: "button", label: HOSTILE, href: `https://docs.example.test/sign/abc?x="><script>` },
  ],
};

test("every block's text is escaped in the HTML and plain in the text", () => {
  const { subject, html, text } = renderMail(content, { name: HOSTILE, color: "#123456" });
  expect(subject).toBe(content.subject);
  expect(html).not.toMatch(/<script|<img|onerror="/);
  // Heading, preheader, paragraph, strong, quote and cite, fact label and value, code, note,
  // button label, the brand's name (header and footer), the <title>.
  expect(html.split(ESCAPED).length - 1).toBeGreaterThanOrEqual(13);
  expect(html).toContain(`href="https://docs.example.test/sign/abc?x=%22%3E%3Cscript%3E"`);
  expect(html).toContain(`${ESCAPED}<br>second line`);
  expect(text).toContain(`${HOSTILE}${HOSTILE}`);
  expect(text).toContain(`> ${HOSTILE}\n> second line\n> — ${HOSTILE}`);
  expect(text).toContain(`${HOSTILE}: ${HOSTILE}`);
  expect(text).toContain(`${HOSTILE}: https://docs.example.test/sign/abc?x=%22%3E%3Cscript%3E`);
  expect(text).toContain(
    `Sent by FounderDocs on behalf of ${HOSTILE}. Reply to this e-mail to reach them.`,
  );
});

test("the product's look without a brand, the issuer's with one; a colour must be a colour", () => {
  const plain = renderMail({ subject: "s", heading: "h", blocks: [] });
  expect(plain.html).toContain("#2563eb");
  expect(plain.html).toContain(">FounderDocs</span>");
  expect(plain.text.startsWith("FounderDocs\n\nh\n")).toBe(true);
  expect(plain.text).toContain("Sent by FounderDocs.");
  const branded = renderMail(
    { subject: "s", heading: "h", blocks: [] },
    { name: "Acme", color: "#ff5500", logoCid: "logo-1@mail" },
  );
  expect(branded.html).toContain("border-bottom:3px solid #ff5500");
  expect(branded.html).toContain(`<img src="cid:logo-1@mail" alt="Acme"`);
  const sneaky = renderMail(
    { subject: "s", heading: "h", blocks: [] },
    { name: "Acme", color: "red;background:url(https://evil.test)" },
  );
  expect(sneaky.html).not.toContain("evil.test");
  expect(sneaky.html).toContain("#2563eb");
});

test("links are absolute http(s) addresses only", () => {
  expect(safeHref("https://a.test/x")).toBe("https://a.test/x");
  for (const bad of [
    "javascript:alert(1)",
    "data:text/html,x",
    "/relative",
    "mailto:a@b.test",
    "vbscript:x",
  ]) {
    expect(() => safeHref(bad)).toThrow();
  }
});
