// The document as the sealed copy prints it: the frozen version with its own signature blocks
// filled in (each signer's signature, drawn or typed in the script font, their name and the day
// they signed). The version's model is rebuilt by the template that wrote it, only when that
// template still renders the version's HTML byte for byte (doc-types/render.ts, storedModel): the
// words are the ones signed, and only the blocks' blank lines change. Otherwise the stored HTML is
// printed as it is; the signature page after it carries every signature either way.
//
// Signers meet blocks through the type's declared signatories (shared/doc-types/<type>/meta.ts):
// a block names its party, the party is a signatory, and the signatory is the signer the send
// dialog made of it (its e-mail, else its name, else its place among the signers when there are as
// many signers as signatories: the dialog lists them in that order).
import { docMetaOf } from "../../shared/doc-types/registry";
import { invoiceLabels } from "../../shared/invoicing/labels";
import type { Signatory, SignatoryProfile } from "../../shared/doc-types/signatories";
import { withSignatory } from "../../shared/doc-types/signatory-profiles";
import { type DocumentVersion, INVOICE_TYPES, type SignatureSigner } from "../../shared/schema";
import type { BusinessIdentity } from "../doc-types/business";
import { dateOrderOf } from "../doc-types/common";
import type { DocTypes } from "../doc-types/define";
import { contextFromJson, storedModel } from "../doc-types/render";
import type { Block, DocumentModel, Section, SignatureField, SignatureParty } from "../documents/model";
import { formatLongDate } from "../documents/format";
import { renderHtmlFragment } from "../documents/render-html";

type Version = Pick<DocumentVersion, "templateId" | "templateVersion" | "input" | "context" | "html">;

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** The version's HTML with its signature blocks filled by `signers` (the stored HTML when its template cannot rebuild it). */
export function signedDocumentHtml(types: DocTypes, { type, version, signers }: { type: string; version: Version; signers: SignatureSigner[] }): string {
  const model = storedModel(types, version);
  if (!model) return version.html;
  const business = contextFromJson(version.context).business;
  const parties = docMetaOf(type)?.signatories?.(version.input ?? {}, profilesOf(business)) ?? [];
  const bySignatory = signersOfSignatories(withSignatory(parties, profilesOf(business)), signers);
  const fillParty = (party: SignatureParty): SignatureParty => {
    const index = party.name === undefined ? -1 : parties.findIndex((p) => same(p.name, party.name!));
    const signer = bySignatory[index];
    if (!signer?.signedAt) return party;
    return { ...party, fields: party.fields.map((field, i) => filledField(field, fieldKind(i, party.fields.length), signer, signingDay(type, business, signer.signedAt!))) };
  };
  return renderHtmlFragment(withSignatureBlocks(model, fillParty));
}

/** The profile the version was issued by, as the signatories see it (the issuer's signatory). */
function profilesOf(business: BusinessIdentity | undefined): SignatoryProfile[] {
  if (!business) return [];
  return [
    {
      id: business.profileId,
      isDefault: true,
      name: business.legalName,
      tradingName: business.tradingName ?? null,
      email: business.email ?? null,
      signatoryName: business.signatory?.name ?? null,
    },
  ];
}

/**
 * The signer who signed for each signatory (by index), or none: matched by e-mail, then by name,
 * then by place when there are as many signers as signatories. Approvers and copies sign no block.
 */
export function signersOfSignatories(rows: readonly Signatory[], signers: readonly SignatureSigner[]): (SignatureSigner | undefined)[] {
  const signing = signers.filter((s) => s.role === "signer").sort((a, b) => a.position - b.position);
  const taken = new Set<string>();
  const matched: (SignatureSigner | undefined)[] = rows.map(() => undefined);
  const pass = (match: (row: Signatory, signer: SignatureSigner, signerIndex: number, rowIndex: number) => boolean) =>
    rows.forEach((row, j) => {
      if (matched[j]) return;
      const signer = signing.find((s, i) => !taken.has(s.id) && match(row, s, i, j));
      if (!signer) return;
      matched[j] = signer;
      taken.add(signer.id);
    });
  pass((row, s) => !!row.email && same(row.email, s.email));
  pass((row, s) => same(row.name, s.name));
  if (signing.length === rows.length) pass((_row, _s, i, j) => i === j);
  return matched.map((s) => (s?.status === "signed" ? s : undefined));
}

type FieldKind = "signature" | "name" | "title" | "date";

/** What a block's field is by its place (documents/model.ts, SignatureParty.fields): the signature first, the date last, the name then the title between. */
const fieldKind = (i: number, count: number): FieldKind => (i === 0 ? "signature" : i === count - 1 ? "date" : i === 1 ? "name" : "title");

/** A blank field filled in: the signature, the signer's name, the day they signed. A title stays as the document has it (the signer gives none). */
function filledField(field: SignatureField, kind: FieldKind, signer: SignatureSigner, day: string): SignatureField {
  if (typeof field !== "string") return field;
  switch (kind) {
    case "signature":
      return {
        label: field,
        signature:
          signer.signatureType === "drawn" && signer.signaturePng
            ? { type: "drawn", pngBase64: signer.signaturePng.toString("base64") }
            : { type: "typed", text: signer.signatureText ?? signer.name },
      };
    case "name":
      return { label: field, value: signer.name };
    case "date":
      return { label: field, value: day };
    case "title":
      return field;
  }
}

/**
 * The day a signer signed (its UTC date), written as the document writes its dates: a quote's in
 * its labels' language, a contract's in the order its issuer's profile follows.
 */
export function signingDay(type: string, business: BusinessIdentity | undefined, at: Date): string {
  const day = at.toISOString().slice(0, 10);
  if ((INVOICE_TYPES as readonly string[]).includes(type)) return formatLongDate(day, "month-day", invoiceLabels(business?.locale).dateLocale);
  return formatLongDate(day, dateOrderOf(business));
}

/** The model with every signatures block's parties passed through `fill`. */
function withSignatureBlocks(model: DocumentModel, fill: (party: SignatureParty) => SignatureParty): DocumentModel {
  const blocks = (list: Block[]) => list.map((b) => (b.type === "signatures" ? { ...b, parties: b.parties.map(fill) } : b));
  const section = (s: Section): Section => ({ ...s, blocks: blocks(s.blocks), ...(s.subsections ? { subsections: s.subsections.map(section) } : {}) });
  return { ...model, ...(model.intro ? { intro: blocks(model.intro) } : {}), sections: model.sections.map(section) };
}
