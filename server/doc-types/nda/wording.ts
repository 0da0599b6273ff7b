// The NDA's fixed wording: its headings and its titles, one-way or mutual.

export const NDA_HEADINGS = {
  purpose: "Purpose",
  definition: "Definition of Confidential Information",
  exclusions: "Exclusions",
  obligations: "Obligations of the Receiving Party",
  representatives: "Disclosure to Representatives",
  compelled: "Compelled Disclosure",
  term: "Term and Survival",
  returnOrDestruction: "Return or Destruction of Confidential Information",
  noLicense: "No License",
  noWarranty: "No Warranty",
  remedies: "Remedies and Injunctive Relief",
  noObligation: "No Obligation to Proceed",
  protectedDisclosures: "Protected Disclosures",
  governingLaw: "Governing Law and Jurisdiction",
  general: "General Provisions",
  assignment: "Assignment",
  entireAgreement: "Entire Agreement",
  amendment: "Amendment and Waiver",
  severability: "Severability",
  thirdPartyRights: "Third-Party Rights",
  counterparts: "Counterparts and Electronic Signatures",
  notices: "Notices",
  relationship: "Relationship of the Parties",
  signatures: "Signatures",
} as const;

export const NDA_TITLES = {
  "one-way": "Non-Disclosure Agreement",
  mutual: "Mutual Non-Disclosure Agreement",
} as const;
