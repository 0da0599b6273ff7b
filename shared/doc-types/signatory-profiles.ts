// How the issuer's side is matched to its business profile's signatory: for the send dialog and the
// sealed copy only, apart from ./signatories.ts, which the types' metas (and so the landing page)
// import: a module the landing page imports carries every export any lazy page uses.
import type { Signatory, SignatoryProfile } from "./signatories";

/**
 * The issuer's side signs through its business profile's signatory: the party whose name is one of
 * the profiles becomes that profile's signatory (the party's e-mail, else the profile's). The send
 * dialog's rows, and the sealed copy's match of its signers to the document's signature blocks.
 */
export function withSignatory<R extends Signatory>(rows: R[], profiles: readonly SignatoryProfile[]): R[] {
  const same = (a: string, b: string | null | undefined) => !!b && a.trim().toLowerCase() === b.trim().toLowerCase();
  return rows.map((row) => {
    const profile = profiles.find((p) => p.signatoryName && (same(row.name, p.name) || same(row.name, p.tradingName)));
    return profile ? { ...row, name: profile.signatoryName!, email: row.email || profile.email || "" } : row;
  });
}
