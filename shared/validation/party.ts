// A contract's party, the same in every type signed between two parties (the NDA, the contractor
// agreement): its name, address and e-mail, whether it is a company or an individual, and for a
// company its registration number and where it is incorporated.
import { z } from "zod";
import { ADDRESS_LINES, ADDRESS_MAX, COMPANY_NAME_MAX, email, optionValue, optionalText, requiredText } from "./fields";
import { PARTY_ENTITY_TYPE_OPTIONS } from "./options";

export const REGISTRATION_NUMBER_MAX = 100;
export const JURISDICTION_MAX = 100;

export const ZContractPartySchema = z.object(
  {
    name: requiredText("Name is required", { label: "Name", max: COMPANY_NAME_MAX }),
    address: requiredText("Address is required", {
      label: "Address",
      max: ADDRESS_MAX,
      multiline: true,
      lines: ADDRESS_LINES,
    }),
    email: email("Valid email is required"),
    entityType: optionValue(PARTY_ENTITY_TYPE_OPTIONS, {
      required: "Entity type must be company or individual",
      invalid: "Entity type must be company or individual",
    }).default("company"),
    registrationNumber: optionalText({ label: "Registration number", max: REGISTRATION_NUMBER_MAX }),
    // Where a company is incorporated, e.g. "Delaware" or "England and Wales".
    jurisdiction: optionalText({ label: "Jurisdiction", max: JURISDICTION_MAX }),
  },
  { error: "Party details are required" },
);

/** A missing party's stand-in (`.prefault`): it reports its three fields, like an empty form block. */
export const EMPTY_CONTRACT_PARTY = { name: "", address: "", email: "" };

export type TContractParty = z.output<typeof ZContractPartySchema>;
