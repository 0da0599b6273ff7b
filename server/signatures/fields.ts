// Fields a sender places on an uploaded PDF for its signers (docs/API.md "Fields"): checked
// against the PDF's own pages (read in the image pool's worker), kept on each signer's row
// (signature_signers.fields), listed to their signer only, their text filled at signing, and drawn
// into their boxes when the request is sealed (./seal-fields.ts).
import { randomUUID } from "node:crypto";
import type { TSignerField, TSignatureField } from "../../shared/api/signatures";
import type { SignatureFieldRow, SignatureSigner } from "../../shared/schema";
import { AppError, invalidField } from "../errors";
import type { FileStore } from "../files";
import { JobOverBudget, type ImagePool } from "../images/pool";
import type { PageBox } from "../images/pdf-info";
import type { FieldMark } from "./seal-fields";
import { PDF_READ_BUDGET_MS } from "./upload";

type Field = Omit<TSignatureField, "required"> & { required?: boolean | undefined };

/** A request's fields are for an uploaded PDF only: a generated document's signature blocks are its own. */
export const GENERATED_FIELDS_MESSAGE = "Fields can only be placed on an uploaded PDF: a generated document fills its own signature blocks";

/** Each page's size as shown, read off the event loop in `owner`'s turn. */
export async function pageSizesOf({ pool, files, key, owner }: { pool: ImagePool; files: Pick<FileStore, "get">; key: string; owner: string }): Promise<PageBox[]> {
  const pdf = await files.get(key);
  const copy = new Uint8Array(pdf);
  try {
    const { sizes } = await pool.run({ kind: "pdf-info", pdf: copy }, { budgetMs: PDF_READ_BUDGET_MS, owner, transfer: [copy.buffer] });
    return sizes;
  } catch (err) {
    if (err instanceof JobOverBudget) throw new AppError("unprocessable", "The PDF is too complex to read: its fields cannot be checked");
    throw err;
  }
}

const pt = (n: number) => Math.round(n * 100) / 100;

/** 400 naming the first field that is on no page of the PDF, or runs off its page. */
export function checkFieldsOnPages(fields: readonly Field[], sizes: readonly PageBox[]): void {
  fields.forEach((f, i) => {
    const size = sizes[f.page - 1];
    if (!size) throw invalidField(`fields.${i}.page`, `fields[${i}].page: the PDF has ${sizes.length} page${sizes.length === 1 ? "" : "s"}, not ${f.page}`);
    const page = `page ${f.page} (${pt(size.width)} × ${pt(size.height)} points)`;
    if (f.x + f.width > size.width + 0.01) throw invalidField(`fields.${i}.x`, `fields[${i}] runs off the right of ${page}: x + width is ${pt(f.x + f.width)}`);
    if (f.y + f.height > size.height + 0.01) throw invalidField(`fields.${i}.y`, `fields[${i}] runs off the bottom of ${page}: y + height is ${pt(f.y + f.height)}`);
  });
}

/** The request's fields as each signer's rows, by the signer's index, each with a new id. */
export function fieldRowsBySigner(fields: readonly Field[], signerCount: number): SignatureFieldRow[][] {
  const rows: SignatureFieldRow[][] = Array.from({ length: signerCount }, () => []);
  for (const f of fields) {
    rows[f.signer]!.push({
      id: randomUUID(),
      page: f.page,
      x: f.x,
      y: f.y,
      width: f.width,
      height: f.height,
      kind: f.kind,
      required: f.required ?? true,
      label: f.label || null,
      value: null,
    });
  }
  return rows;
}

/** A signer's own fields, as their page lists them. */
export const signerFieldsOf = (signer: Pick<SignatureSigner, "fields">): TSignerField[] =>
  (signer.fields ?? []).map(({ id, page, x, y, width, height, kind, required, label }) => ({ id, page, x, y, width, height, kind, required, label }));

/**
 * The signer's rows with their text filled from `values` (id → text). An id that is not one of
 * their text fields, or a required text field left empty, is a 400 naming `fields.<id>`.
 */
export function fillTextFields(rows: readonly SignatureFieldRow[], values: Record<string, string> = {}): SignatureFieldRow[] {
  const texts = new Map(rows.filter((r) => r.kind === "text").map((r) => [r.id, r]));
  for (const id of Object.keys(values)) {
    if (!texts.has(id)) throw invalidField(`fields.${id}`, `fields.${id} is not one of your text fields`);
  }
  return rows.map((row) => {
    if (row.kind !== "text") return row;
    const value = (values[row.id] ?? "").trim();
    if (!value && row.required) throw invalidField(`fields.${row.id}`, `fields.${row.id}: fill in “${row.label ?? "Text"}”: it is required`);
    return { ...row, value: value || null };
  });
}

/** A name's initials: the first letter of each word, capitals (“Tess de la Tenant” → “TDLT”). */
export const initialsOf = (name: string) =>
  name
    .split(/[\s-]+/)
    .map((w) => [...w][0] ?? "")
    .join("")
    .toUpperCase();

/**
 * What the seal draws for every signed signer's fields: the signature (drawn PNG, or the typed name
 * in the script font), initials of the name signed, the signer's name, the day they signed
 * (`day`), and each text field's value.
 */
export function fieldMarksOf(signers: readonly SignatureSigner[], day: (at: Date) => string): FieldMark[] {
  return signers
    .filter((s) => s.status === "signed" && s.signedAt)
    .flatMap((s) => {
      const typed = s.signatureText ?? s.name;
      const drawn = s.signatureType === "drawn" && s.signaturePng ? new Uint8Array(s.signaturePng) : undefined;
      return s.fields.map((f): FieldMark => {
        const box = { page: f.page, x: f.x, y: f.y, width: f.width, height: f.height };
        switch (f.kind) {
          case "signature":
            return drawn ? { ...box, png: drawn } : { ...box, text: typed, script: true };
          case "initials":
            return { ...box, text: initialsOf(drawn ? s.name : typed), script: true };
          case "name":
            return { ...box, text: s.name };
          case "date":
            return { ...box, text: day(s.signedAt!) };
          case "text":
            return { ...box, text: f.value ?? undefined };
        }
      });
    });
}
