// The non-disclosure agreement, one-way or mutual. In a one-way NDA only the Receiving Party owes
// confidentiality; in a mutual one each party is both discloser and recipient and every
// obligation is reciprocal.
// template.ts names the parties and signs; the clauses come from obligations.ts, term.ts,
// clauses.ts (the optional ones) and closing.ts, all written from facts.ts.
import { type TNdaParty, type TNdaRequest } from "../../../shared/doc-types";
import { NDA_DURATION_OPTIONS, NDA_GOVERNING_LAW_OPTIONS, optionLabel } from "../../../shared/validation";
import { type Block, type TemplateModel, type Section, bold, clampTitle, p, section } from "../../documents/model";
import { signatoryFields } from "../common";
import type { BaseContext } from "../define";
import { partyDescription, partyLines } from "../parties";
import { optionalSections } from "./clauses";
import { closingSections } from "./closing";
import { factsOf } from "./facts";
import { obligationSections } from "./obligations";
import { termSections } from "./term";
import { NDA_HEADINGS as H } from "./wording";
import { withSpellingOf } from "../spelling";

export { NDA_OPTIONAL_HEADINGS } from "./clauses";
export { NDA_HEADINGS, NDA_TITLES } from "./wording";

// An NDA prints its effective date, not the generation date; the context keeps the signature uniform.
export function ndaTemplate(input: TNdaRequest, ctx: BaseContext): TemplateModel {
  const f = factsOf(input);
  const { mutual, a, b, law, title, effective, labels } = f;

  // The business profile's signatory signs for the party that is the profile's business.
  const ours = (party: TNdaParty) =>
    ctx.business !== undefined && [ctx.business.legalName, ctx.business.tradingName, ctx.business.brand.name].includes(party.name);
  const signatureFields = (party: TNdaParty) =>
    party.entityType === "individual"
      ? ["Signature", "Name", "Date"]
      : signatoryFields(ours(party) ? ctx.business?.signatory : undefined, ["Signature", "Name", "Title", "Date"]);

  const intro: Block[] = [
    mutual
      ? p(
          `This ${title} (this "Agreement") is entered into as of ${effective} (the "Effective Date") by and between `,
          bold(a.name),
          `, ${partyDescription(a, law)}, and `,
          bold(b.name),
          `, ${partyDescription(b, law)}. Each of them is a "Party" and together they are the "Parties". Each Party may disclose Confidential Information to the other: with respect to any item of Confidential Information, the Party disclosing it (directly or through its Representatives) is the "Disclosing Party" and the Party receiving it is the "Receiving Party".`,
        )
      : p(
          `This ${title} (this "Agreement") is entered into as of ${effective} (the "Effective Date") by and between `,
          bold(a.name),
          `, ${partyDescription(a, law)} (the "Disclosing Party"), and `,
          bold(b.name),
          `, ${partyDescription(b, law)} (the "Receiving Party"). The Disclosing Party and the Receiving Party are each a "Party" and together the "Parties".`,
        ),
    {
      type: "parties",
      parties: [
        { label: labels[0]!, name: a.name, lines: partyLines(a) },
        { label: labels[1]!, name: b.name, lines: partyLines(b) },
      ],
    },
    p(
      "In consideration of the mutual covenants in this Agreement and the disclosure of Confidential Information, the Parties agree as follows:",
    ),
  ];

  const sections: Section[] = [
    ...obligationSections(f),
    ...termSections(f),
    ...optionalSections(input, law),
    ...closingSections(f),
    section(H.signatures, [
      p(
        a.entityType === "individual" || b.entityType === "individual"
          ? "IN WITNESS WHEREOF, the Parties have executed this Agreement, or caused it to be executed by their duly authorized representatives, as of the Effective Date."
          : "IN WITNESS WHEREOF, the Parties have caused this Agreement to be executed by their duly authorized representatives as of the Effective Date.",
      ),
      {
        type: "signatures",
        parties: [
          { role: labels[0]!, name: a.name, fields: signatureFields(a) },
          { role: labels[1]!, name: b.name, fields: signatureFields(b) },
        ],
      },
    ]),
  ];

  const model: TemplateModel = {
    title: clampTitle(title),
    subtitle: `Between ${a.name} and ${b.name}`,
    meta: [
      { label: "Effective date", value: effective },
      { label: "Type", value: mutual ? "Mutual" : "One-way" },
      {
        label: "Term",
        value:
          input.duration === "indefinite"
            ? "Indefinite"
            : optionLabel(NDA_DURATION_OPTIONS, input.duration).replace(/^./, (ch) =>
                ch.toUpperCase(),
              ),
      },
      { label: "Governing law", value: optionLabel(NDA_GOVERNING_LAW_OPTIONS, input.governingLaw) },
    ],
    intro,
    sections,
    numbered: true,
  };
  // Under US law in US spelling, under UK or Australian law in British spelling.
  return withSpellingOf(model, law.region);
}
