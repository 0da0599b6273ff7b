// What the app shows and routes for this type, without its schema: the landing page and the
// router import this much only (../registry.ts); the schema comes with the form and the server.
import { defineDocMeta } from "../define";
import { partySignatory, signatoriesOf } from "../signatories";
import type { TNdaRequest } from "./schema";

export const ndaMeta = defineDocMeta({
  kind: "nda",
  label: "NDA",
  noun: "NDA",
  slug: "nda",
  toolId: "nda",
  route: "/tools/nda-generator",
  listing: {
    title: "NDA Generator",
    description:
      "One-way and mutual non-disclosure agreements that protect your ideas, ready to send for electronic signature.",
    badge: "One-way & mutual",
    colour: "violet",
    icon: "FileLock2",
  },
  capabilities: { signable: true },
  signatories: (input: TNdaRequest) => signatoriesOf(partySignatory(input.disclosingParty), partySignatory(input.receivingParty)),
});
