// A quote's or invoice's line items on a phone: each row of the document's tables (the server's
// frozen HTML) gets its column's name on every cell, and the table a class; stacked-tables.css makes
// each row a card below 640 px. The document's HTML is stored as issued, so this runs in the page.
import "./stacked-tables.css";

export const STACKED_CLASS = "doc-table-stacked";

/** The HTML with each `.doc-table`'s cells labelled by their column (`data-label`), ready to stack. */
export function stackTables(html: string): string {
  if (typeof DOMParser === "undefined" || !html.includes("doc-table")) return html;
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, "text/html");
  const tables = doc.querySelectorAll<HTMLTableElement>("table.doc-table");
  if (!tables.length) return html;
  for (const table of tables) {
    const headers = [...table.querySelectorAll("thead th")].map((th) => th.textContent?.trim() ?? "");
    if (!headers.length) continue;
    for (const row of table.querySelectorAll("tbody tr, tfoot tr")) {
      [...row.children].forEach((cell, i) => {
        if (headers[i]) cell.setAttribute("data-label", headers[i]);
      });
    }
    table.classList.add(STACKED_CLASS);
  }
  return doc.body.innerHTML;
}
