// What the app shows and routes for this type, without its schema: the landing page and the
// router import this much only (../registry.ts); the schema comes with the form and the server.
import { defineDocMeta } from "../define";
import { partySignatory, signatoriesOf } from "../signatories";
import type { TContractorAgreementRequest } from "./schema";

export const contractorAgreementMeta = defineDocMeta({
  kind: "contractor_agreement",
  label: "Contractor Agreement",
  noun: "contractor agreement",
  slug: "contractor-agreement",
  toolId: "contractor-agreement",
  route: "/tools/contractor-agreement",
  listing: {
    title: "Contractor Agreements",
    description:
      "Contractor agreements and statements of work that pin down scope, deliverables, payment and IP.",
    badge: "With SOW",
    colour: "sky",
    icon: "Handshake",
  },
  capabilities: { signable: true },
  signatories: (input: TContractorAgreementRequest) => signatoriesOf(partySignatory(input.client), partySignatory(input.contractor)),
});
