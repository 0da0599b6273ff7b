// The employment contract. Where the employee works decides what it says: at-will employment and
// the FLSA classification in the United States (with California's and New York's notices), the
// day-one written statement in the United Kingdom, the Nachweisgesetz particulars and paid
// restraints in Germany, the ESA 2000 minimums in Ontario and the National Employment Standards
// in Australia. No figure it prints is below the statutory minimum: the schema refuses one that is.
import { type TEmploymentContractRequest } from "../../../shared/doc-types";
import { type TemplateModel, type Section, clampTitle, p, section } from "../../documents/model";
import { signatoryFields } from "../common";
import { type BaseContext } from "../define";
import { governingLawText } from "./clauses";
import { otherLeaveText } from "./leave";
import { STATUTORY_HEADINGS, EMPLOYMENT_HEADINGS as H } from "./headings";
import { coloradoNotice } from "./colorado-notice";
import { factsOf } from "./facts";
import { withSpellingOf } from "../spelling";
import { commencementBlocks, hoursBlocks, introBlocks, placeBlocks, roleBlocks } from "./opening";
import { benefitsBlocks, holidayBlocks, payBlocks, pensionBlocks } from "./pay";
import { noticeBlocks, onTerminationBlocks, probationBlocks, sicknessBlocks } from "./ending";
import {
  confidentialityBlocks,
  dataProtectionBlocks,
  ipBlocks,
  restrictionBlocks,
} from "./protection";
import {
  collectiveBlocks,
  disciplineBlocks,
  generalSections,
  statutoryBlocks,
  trainingBlocks,
} from "./procedures";

export { EMPLOYMENT_HEADINGS, STATUTORY_HEADINGS } from "./headings";

export function employmentContractTemplate(
  input: TEmploymentContractRequest,
  ctx: BaseContext,
): TemplateModel {
  const f = factsOf(input, ctx);
  const { c, region, us, where, title, profile, start, fixedTerm, probation, date, workState } = f;
  const sections: Section[] = [
    section(H.commencement, commencementBlocks(f)),
    ...(us ? [section(STATUTORY_HEADINGS.us, statutoryBlocks(f))] : []),
    section(H.role, roleBlocks(f)),
    section(H.place, placeBlocks(f)),
    section(H.hours, hoursBlocks(f)),
    section(H.pay, payBlocks(f)),
    section(H.benefits, benefitsBlocks(f)),
    section(region === "au" ? "Superannuation" : H.pension, pensionBlocks(f)),
    section(H.holidays, holidayBlocks(f)),
    section(H.sickness, sicknessBlocks(f)),
    section(H.otherLeave, otherLeaveText(c, region)),
    ...(probation > 0 ? [section(H.probation, probationBlocks(f))] : []),
    section(H.notice, noticeBlocks(f)),
    section(H.confidentiality, confidentialityBlocks(f)),
    section(H.ip, ipBlocks(f)),
    section(H.dataProtection, dataProtectionBlocks(f)),
    section(H.restrictions, restrictionBlocks(f)),
    section(H.onTermination, onTerminationBlocks(f)),
    section(H.training, trainingBlocks(f)),
    section(H.discipline, disciplineBlocks(f)),
    section(H.collective, collectiveBlocks(f)),
    ...(us ? [] : [section(STATUTORY_HEADINGS[region], statutoryBlocks(f))]),
    section(H.governingLaw, governingLawText(c.jurisdiction, workState)),
    section(H.general, [], generalSections(f)),
    section(H.signatures, [
      p(
        region === "de"
          ? "Each party confirms receipt of a copy of this contract signed by the other party."
          : "The parties have signed this Agreement on the dates below. By signing, the Employee confirms that they have read and understood it and have had the opportunity to take independent advice.",
      ),
      {
        type: "signatures",
        parties: [
          {
            role: "Employer",
            name: c.employer.name,
            fields: signatoryFields(
              profile?.signatory,
              region === "de"
                ? ["Signature", "Name", "Title", "Place and date"]
                : ["Signature", "Name", "Title", "Date"],
            ),
          },
          {
            role: "Employee",
            name: c.employee.name,
            fields: region === "de" ? ["Signature", "Place and date"] : ["Signature", "Date"],
          },
        ],
      },
    ]),
  ];
  // Colorado's notice of the covenants, for the employee to sign on a page of its own, after the signatures.
  const notice = coloradoNotice(f, sections.findIndex((s) => s.heading === H.restrictions) + 1);
  if (notice) sections.push(notice);

  const model: TemplateModel = {
    title: clampTitle(title),
    subtitle: `${c.jobTitle}: ${c.employer.name} and ${c.employee.name}`,
    meta: [
      { label: "Start date", value: start },
      { label: "Position", value: c.jobTitle },
      {
        label: "Employment",
        value: fixedTerm ? `Fixed-term until ${date(c.endDate!)}` : "Permanent",
      },
      { label: "Jurisdiction", value: where },
    ],
    intro: introBlocks(f),
    sections,
    numbered: true,
  };
  // Under US law in US spelling, under UK or Australian law in British spelling.
  return withSpellingOf(model, region);
}
