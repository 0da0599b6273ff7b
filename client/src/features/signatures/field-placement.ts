// Fields the sender places on an uploaded PDF's pages (docs/API.md "Fields"): where a box dropped
// at a point of a page lands, in PDF points from the page's top-left corner, kept whole on its
// page; moved; and what the request's body carries once signers are removed or made copies.
import type { SignatureFieldKind, TSignatureField } from "@shared/api/signatures";

export interface PlacedField {
  /** A key of the dialog's own (React's list key), never sent. */
  key: string;
  signer: number;
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
  kind: SignatureFieldKind;
  required: boolean;
  label: string;
}

export interface PageSize {
  width: number;
  height: number;
}

/** A new box's size per kind, in points. */
export const DEFAULT_SIZES: Record<SignatureFieldKind, PageSize> = {
  signature: { width: 180, height: 48 },
  initials: { width: 60, height: 36 },
  name: { width: 160, height: 22 },
  date: { width: 120, height: 22 },
  text: { width: 180, height: 22 },
};

export const KIND_LABELS: Record<SignatureFieldKind, string> = { signature: "Signature", initials: "Initials", name: "Name", date: "Date", text: "Text" };

const round = (n: number) => Math.round(n * 100) / 100;
const clamp = (n: number, min: number, max: number) => Math.min(Math.max(n, min), Math.max(min, max));

/** The box's top-left kept so the whole box is on the page. */
function within(x: number, y: number, size: PageSize, page: PageSize) {
  return { x: round(clamp(x, 0, page.width - size.width)), y: round(clamp(y, 0, page.height - size.height)) };
}

let counter = 0;

/**
 * A field of `kind` for signer `signer`, centred on the point (`at`, in points from the page's
 * top-left) where it was dropped, moved in so that it lies whole on the page.
 */
export function placeField({ kind, signer, page, at, pageSize }: { kind: SignatureFieldKind; signer: number; page: number; at: { x: number; y: number }; pageSize: PageSize }): PlacedField {
  const size = {
    width: Math.min(DEFAULT_SIZES[kind].width, pageSize.width),
    height: Math.min(DEFAULT_SIZES[kind].height, pageSize.height),
  };
  counter += 1;
  return { key: `f${counter}`, signer, page, kind, required: true, label: kind === "text" ? "Text" : "", ...size, ...within(at.x - size.width / 2, at.y - size.height / 2, size, pageSize) };
}

/** The field moved by (dx, dy) points, still whole on its page. */
export function moveField(field: PlacedField, delta: { dx: number; dy: number }, pageSize: PageSize): PlacedField {
  return { ...field, ...within(field.x + delta.dx, field.y + delta.dy, field, pageSize) };
}

/** A point on a page shown `scale` CSS pixels per point, from its offset in CSS pixels. */
export const toPoints = (offset: { x: number; y: number }, scale: number) => ({ x: offset.x / scale, y: offset.y / scale });

/** The fields once signer `removed` is gone: theirs dropped, the later signers' indexes shifted. */
export function withoutSigner(fields: readonly PlacedField[], removed: number): PlacedField[] {
  return fields.filter((f) => f.signer !== removed).map((f) => (f.signer > removed ? { ...f, signer: f.signer - 1 } : f));
}

/** The request body's `fields`: each placed field for a signer who signs (a copy fills none). */
export function fieldsForBody(fields: readonly PlacedField[], roles: readonly string[]): TSignatureField[] {
  return fields
    .filter((f) => f.signer < roles.length && roles[f.signer] !== "cc")
    .map(({ signer, page, x, y, width, height, kind, required, label }) => ({
      signer,
      page,
      x,
      y,
      width,
      height,
      kind,
      ...(kind === "text" ? { required, label: label.trim() } : {}),
    }));
}
