// How a contract describes its parties (shared/validation/party.ts): the opening paragraph's
// description, the party block's lines, and where a party is sued at home (the NDA and the
// contractor agreement); and a contract's title naming the other side (the NDA, the employment
// contract: their server sides' `title`).
import type { TContractParty } from "../../shared/validation/party";
import { joinLines } from "../documents/format";
import { clampTitle } from "../documents/model";
import type { GoverningLaw } from "./common";

/** Where companies are described by their registered office (UK, German, Australian practice). */
const REGISTERED_OFFICE: readonly GoverningLaw["region"][] = ["uk", "de", "au"];

/**
 * What kind of body a party is, read from the legal form its name ends with: a limited liability
 * partnership or a limited partnership is not "a company" (an English LLP is a body corporate under
 * the Limited Liability Partnerships Act 2000, but a partnership, not a company); any other
 * organisation is described as a company.
 */
export function bodyNoun(name: string): string {
  const n = name.trim();
  if (/\b(?:L\.?L\.?P\.?|Limited Liability Partnership)$/i.test(n)) return "a limited liability partnership";
  if (/\b(?:L\.?P\.?|Limited Partnership)$/i.test(n)) return "a limited partnership";
  if (/\bPartnership$/i.test(n)) return "a partnership";
  return "a company";
}

/**
 * A party as the opening paragraph describes it: an individual "residing at", a company with its
 * place of incorporation and registration number when given, and its principal or registered office.
 */
export function partyDescription(party: TContractParty, law: GoverningLaw): string {
  const address = joinLines(party.address, ", ");
  if (party.entityType === "individual") return `an individual residing at ${address}`;
  if (REGISTERED_OFFICE.includes(law.region)) {
    const incorporated = party.jurisdiction ? ` incorporated in ${party.jurisdiction}` : "";
    const registered = party.registrationNumber ? ` with registration number ${party.registrationNumber}` : "";
    const noun = bodyNoun(party.name);
    const lead = incorporated || registered ? `${noun}${incorporated}${registered},` : noun;
    return `${lead} whose registered office is at ${address}`;
  }
  const organized = party.jurisdiction ? ` organized under the laws of ${party.jurisdiction}` : "";
  const registered = party.registrationNumber ? ` (registration number ${party.registrationNumber})` : "";
  return `${bodyNoun(party.name)}${organized}${registered}, with its principal office at ${address}`;
}

/** The party block's lines: address, e-mail, and the registration details given. */
export function partyLines(party: TContractParty): string[] {
  const lines = [...party.address.split("\n"), party.email];
  if (party.registrationNumber) lines.push(`Registration number: ${party.registrationNumber}`);
  if (party.jurisdiction && party.entityType === "company") lines.push(`Incorporated in: ${party.jurisdiction}`);
  return lines;
}

/** Where a party is sued at home: a company's registered seat, an individual's residence. */
export const seatOf = (party: TContractParty, name: string) =>
  party.entityType === "individual" ? `the place of residence of ${name}` : `the registered seat of ${name}`;

/** A contract's title naming a party ("Mutual NDA — Difference Partners"), or the heading alone without its name. */
export function titleWithParty(heading: string, party: { name?: string } | undefined): string {
  const name = party?.name?.trim();
  return name ? clampTitle(`${heading} — ${name}`) : heading;
}
