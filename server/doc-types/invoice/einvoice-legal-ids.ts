// A party's legal registration identifier in an e-invoice (BT-30, BT-47), with the scheme of its
// country's register where Peppol's national rules ask for one (./einvoice-national.ts), or where
// the French rules name the SIREN's.
import { sirenOf } from "../../../shared/business/identifiers";

/**
 * The ISO 6523 scheme of a national company register's number, where Peppol's national rules
 * want the legal registration identifier (BT-30, BT-47) to name it: the Dutch KVK (NL-R-003,
 * NL-R-005), the Danish CVR (DK-R-014), the Icelandic kennitala (IS-R-002, IS-R-004) and the
 * Swedish organisation number (SE-R-013). Each with the form its number takes.
 */
export const LEGAL_ID: Record<string, { scheme: string; form: RegExp; name: string }> = {
  NL: { scheme: "0106", form: /^\d{8}$/, name: "the KVK number (8 digits)" },
  DK: { scheme: "0184", form: /^\d{8}$/, name: "the CVR number (8 digits)" },
  IS: { scheme: "0196", form: /^\d{10}$/, name: "the kennitala (10 digits)" },
  SE: { scheme: "0007", form: /^\d{10}$/, name: "the organisation number (10 digits)" },
};

export const compactLegalId = (id: string) => id.replace(/[\s.-]/g, "");

/** A legal registration identifier with its scheme, when its country's register has one and the number has its form. */
export function legalIdOf(id: string | undefined, country: string | undefined): { "cbc:CompanyID": string; "cbc:CompanyID@schemeID"?: string } | Record<string, never> {
  if (!id) return {};
  // A French company is known by its SIREN (scheme 0002), also when its SIRET was typed.
  const siren = country === "FR" ? sirenOf(id) : undefined;
  if (siren) return { "cbc:CompanyID": siren, "cbc:CompanyID@schemeID": "0002" };
  const register = country ? LEGAL_ID[country] : undefined;
  return register && register.form.test(compactLegalId(id)) ? { "cbc:CompanyID": compactLegalId(id), "cbc:CompanyID@schemeID": register.scheme } : { "cbc:CompanyID": id };
}

/** Where Peppol knows a party by its register number, not its VAT number (no VAT scheme there). */
export const REGISTER_ADDRESSED: ReadonlySet<string> = new Set(["DK", "IS", "SE"]);
