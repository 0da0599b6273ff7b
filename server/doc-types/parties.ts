// How a contract describes its parties (shared/validation/party.ts): the opening paragraph's
// description, the party block's lines, and where a party is sued at home. Used by the NDA and the
// contractor agreement.
import type { TContractParty } from "../../shared/validation/party";
import { joinLines } from "../documents/format";
import type { GoverningLaw } from "./common";

/** Where companies are described by their registered office (UK, German, Australian practice). */
const REGISTERED_OFFICE: readonly GoverningLaw["region"][] = ["uk", "de", "au"];

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
    const lead = incorporated || registered ? `a company${incorporated}${registered},` : "a company";
    return `${lead} whose registered office is at ${address}`;
  }
  const organized = party.jurisdiction ? ` organized under the laws of ${party.jurisdiction}` : "";
  const registered = party.registrationNumber ? ` (registration number ${party.registrationNumber})` : "";
  return `a company${organized}${registered}, with its principal office at ${address}`;
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
