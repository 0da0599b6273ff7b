// POST /api/generate/contractor-agreement: the agreement and its statement of work, with the common
// generator tests (test/generator-api.ts).
import { describeGenerator } from "../../test/generator-api";
import { contractorAgreementBody } from "../../test/fixtures";
import { contractorAgreementServer } from "../doc-types/contractor-agreement";

describeGenerator({
  slug: "contractor-agreement",
  kind: "contractor_agreement",
  body: contractorAgreementBody,
  templateVersion: contractorAgreementServer.templateVersion,
  user: "contractor",
  created: {
    title: "Contractor Agreement — Jordan Lee",
    contains: ["Schedule 1 — Statement of Work", "$12,000.00", "Data Protection", "Non-Solicitation"],
    input: { paymentTermsDays: 30, noticeDays: 14, nonSolicitation: true, fee: { amount: 1_200_000 } },
  },
  required: {
    "client.name": "Name is required",
    "client.address": "Address is required",
    "client.email": "Valid email is required",
    "contractor.name": "Name is required",
    "contractor.address": "Address is required",
    "contractor.email": "Valid email is required",
    services: "Services are required",
    "fee.type": "Fee type is required",
    "fee.amount": "Fee amount is required",
    "fee.currency": "Currency is required",
    startDate: "Start date is required",
    governingLaw: "Governing law is required",
  },
  invalid: [
    {
      body: { ...contractorAgreementBody, endDate: "2026-01-01" },
      errors: { endDate: "End date must not be before the start date" },
    },
  ],
  exports: {
    html: ["Independent Contractor Status"],
    markdown: ["Statement of Work"],
    pdf: [],
  },
});
