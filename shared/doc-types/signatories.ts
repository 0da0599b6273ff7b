// Who signs a document: what a signable type's `signatories(input, profiles)` answers, and the
// pieces the types build it from. The "Send for signature" dialog opens with these rows (the
// owner may change them); a type's folder says which of its parties sign, in signing order.
import type { SIGNER_ROLES } from "../api/signatures";

export interface Signatory {
  name: string;
  email: string;
  role: (typeof SIGNER_ROLES)[number];
}

/** A business profile as far as the issuer's signatory goes. */
export interface SignatoryProfile {
  id?: string;
  isDefault?: boolean;
  name: string;
  tradingName?: string | null;
  email: string | null;
  signatoryName: string | null;
}

/**
 * A party of the input as a signer: its name and e-mail, none without a name. Read defensively: the
 * input is a stored version's, which an older schema may have written.
 */
export function partySignatory(party: unknown): Signatory | undefined {
  const p = party as { name?: unknown; email?: unknown } | undefined;
  if (!p || typeof p.name !== "string" || !p.name.trim()) return undefined;
  return { name: p.name.trim(), email: typeof p.email === "string" ? p.email : "", role: "signer" };
}

/**
 * The issuer as a signer: the signatory of the business profile the input names
 * (`businessProfileId`), else of the default one; none when that profile has no signatory.
 */
export function issuerSignatory(businessProfileId: unknown, profiles: readonly SignatoryProfile[]): Signatory | undefined {
  const named = typeof businessProfileId === "string" ? profiles.find((p) => p.id === businessProfileId) : undefined;
  const profile = named ?? profiles.find((p) => p.isDefault);
  if (!profile?.signatoryName) return undefined;
  return { name: profile.signatoryName, email: profile.email ?? "", role: "signer" };
}

/** The signers found, in order, without the parties a stored input lacks. */
export const signatoriesOf = (...rows: (Signatory | undefined)[]): Signatory[] => rows.filter((r): r is Signatory => !!r);
