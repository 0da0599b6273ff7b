// The contractor agreement and its statement of work (Schedule 1): an independent contractor
// engaged by the Client (the business, when a profile is chosen) for services at a fixed fee, an
// hourly rate or milestone payments, under the chosen law, with the worker-classification note,
// late-payment interest, IP transfer and venue that law calls for.
// template.ts names the parties and lists the sections; each clause comes from the module of its
// part of the agreement (services, fees, confidentiality, liability, termination, general,
// schedule) or, where the law or an option decides it, from clauses.ts.
import {
  CONTRACTOR_FEE_TYPE_OPTIONS,
  CONTRACTOR_LIABILITY_CAP_OPTIONS,
  type TContractorAgreementRequest,
  type TContractorParty,
} from "../../../shared/doc-types";
import { TERMS_GOVERNING_LAW_OPTIONS, optionLabel } from "../../../shared/validation";
import { type Block, type SignatureField, type TemplateModel, type Section, bold, clampTitle, p, section } from "../../documents/model";
import type { BusinessIdentity } from "../business";
import { contractDate, governingLaw, signatoryFields } from "../common";
import type { BaseContext } from "../define";
import { withSpellingOf } from "../spelling";
import { partyDescription, partyLines } from "../parties";
import {
  classificationSection,
  dataProtectionSection,
  freelanceWorkerSection,
  intellectualPropertyBlocks,
  nonSolicitationSection,
} from "./clauses";
import { confidentialitySection } from "./confidentiality";
import { expensesSection, feeSummary, feesSection } from "./fees";
import { generalSection, governingLawSection } from "./general";
import { indemnitiesSection, liabilitySection, warrantiesSection } from "./liability";
import { scheduleSection } from "./schedule";
import { acceptanceSection, engagementSection, statusSection } from "./services";
import { termSections } from "./termination";
import { CONTRACTOR_HEADINGS as H, CONTRACTOR_TITLE } from "./wording";

export { CONTRACTOR_OPTIONAL_HEADINGS } from "./clauses";
export { CONTRACTOR_HEADINGS, CONTRACTOR_TITLE, SOW_HEADINGS, daysWords } from "./wording";

/** The Client as the agreement names it: from the business profile, what the form left out. */
function clientParty(input: TContractorAgreementRequest, business: BusinessIdentity | undefined): TContractorParty {
  return {
    ...input.client,
    registrationNumber: input.client.registrationNumber ?? business?.registrationNumber,
  };
}

export function contractorAgreementTemplate(input: TContractorAgreementRequest, ctx: BaseContext): TemplateModel {
  const business = ctx.business;
  const client = clientParty(input, business);
  const contractor = input.contractor;
  const law = governingLaw(input.governingLaw, "the Client");
  const date = contractDate(law.region);
  const effective = date(input.effectiveDate);

  const clientLines = partyLines(client);
  if (business?.vatId) clientLines.push(`VAT ID: ${business.vatId}`);

  const intro: Block[] = [
    p(
      `This ${CONTRACTOR_TITLE} (this "Agreement") is entered into as of ${effective} (the "Effective Date") by and between `,
      bold(client.name),
      `, ${partyDescription(client, law)} (the "Client"), and `,
      bold(contractor.name),
      `, ${partyDescription(contractor, law)} (the "Contractor"). The Client and the Contractor are each a "Party" and together the "Parties".`,
    ),
    {
      type: "parties",
      parties: [
        { label: "Client", name: client.name, lines: clientLines },
        { label: "Contractor", name: contractor.name, lines: partyLines(contractor) },
      ],
    },
    p(
      "The Client wishes to engage the Contractor to provide the services described in Schedule 1 (the Statement of Work), and the Contractor wishes to provide them as an independent contractor in the course of its own business. The Parties therefore agree as follows:",
    ),
  ];

  const sections: (Section | undefined)[] = [
    engagementSection(),
    statusSection(law),
    classificationSection(input.governingLaw),
    freelanceWorkerSection(input),
    acceptanceSection(input, law),
    feesSection(input, law),
    expensesSection(input),
    section(H.ip, intellectualPropertyBlocks(law)),
    confidentialitySection(law),
    dataProtectionSection(input, law),
    warrantiesSection(law),
    indemnitiesSection(),
    liabilitySection(input, law),
    ...termSections(input, law),
    nonSolicitationSection(input),
    governingLawSection(law, client),
    generalSection(law),
    section(H.signatures, [
      p(
        client.entityType === "individual" || contractor.entityType === "individual"
          ? "IN WITNESS WHEREOF, the Parties have executed this Agreement, or caused it to be executed by their duly authorized representatives, as of the Effective Date."
          : "IN WITNESS WHEREOF, the Parties have caused this Agreement to be executed by their duly authorized representatives as of the Effective Date.",
      ),
      {
        type: "signatures",
        parties: [
          { role: "Client", name: client.name, fields: signatureFields(client, business) },
          { role: "Contractor", name: contractor.name, fields: signatureFields(contractor) },
        ],
      },
    ]),
    scheduleSection(input, law),
  ];

  const model: TemplateModel = {
    title: clampTitle(`${CONTRACTOR_TITLE} — ${contractor.name}`),
    subtitle: `Between ${client.name} and ${contractor.name}`,
    meta: [
      { label: "Effective date", value: effective },
      { label: "Start date", value: date(input.startDate) },
      { label: "End date", value: input.endDate ? date(input.endDate) : "On completion of the Services" },
      { label: "Fees", value: feeSummary(input) },
      { label: "Fee type", value: optionLabel(CONTRACTOR_FEE_TYPE_OPTIONS, input.fee.type) },
      { label: "Liability cap", value: optionLabel(CONTRACTOR_LIABILITY_CAP_OPTIONS, input.liabilityCap) },
      { label: "Governing law", value: optionLabel(TERMS_GOVERNING_LAW_OPTIONS, input.governingLaw) },
    ],
    intro,
    sections: sections.filter((s): s is Section => s !== undefined),
    numbered: true,
  };
  // A US contract reads in US spelling; a UK or Australian one in British spelling.
  return withSpellingOf(model, law.region, [H.schedule]);
}

/** Signing lines; the business profile's signatory is printed for the Client. */
function signatureFields(party: TContractorParty, business?: BusinessIdentity): SignatureField[] {
  if (party.entityType === "individual") return ["Signature", "Name", "Date"];
  return signatoryFields(business?.signatory, ["Signature", "Name", "Title", "Date"]);
}
