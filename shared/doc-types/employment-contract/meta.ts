// What the app shows and routes for this type, without its schema: the landing page and the
// router import this much only (../registry.ts); the schema comes with the form and the server.
import { defineDocMeta } from "../define";
import { partySignatory, signatoriesOf } from "../signatories";
import type { TEmploymentContractRequest } from "./schema";

export const employmentContractMeta = defineDocMeta({
  kind: "employment_contract",
  label: "Employment Contract",
  noun: "employment contract",
  slug: "employment-contract",
  toolId: "employment-contract",
  route: "/tools/employment-contract",
  listing: {
    title: "Employment Contracts",
    description:
      "Employment contracts covering role, pay, probation, confidentiality and notice periods.",
    badge: "Hiring",
    colour: "slate",
    icon: "UserPlus",
  },
  capabilities: { signable: true },
  signatories: (input: TEmploymentContractRequest) => signatoriesOf(partySignatory(input.employer), partySignatory(input.employee)),
});
