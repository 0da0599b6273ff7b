// The NDA's optional clauses (each off by default), and the contractual penalty under German law.
import type { TNdaRequest } from "../../../shared/doc-types";
import type { NdaStandstillPeriod } from "../../../shared/validation";
import { type Block, type Section, ol, p, section } from "../../documents/model";
import { formatMoney } from "../../../shared/money";
import type { GoverningLaw } from "../common";

export const NDA_OPTIONAL_HEADINGS = {
  nonSolicitation: "Non-Solicitation of Employees",
  standstill: "Standstill",
  noPublicity: "No Publicity",
  dataProtection: "Data Protection",
  contractualPenalty: "Contractual Penalty (Vertragsstrafe)",
} as const;

const H = NDA_OPTIONAL_HEADINGS;

const STANDSTILL_WORDS: Record<NdaStandstillPeriod, string> = {
  "6-months": "six (6) months",
  "12-months": "twelve (12) months",
  "18-months": "eighteen (18) months",
  "24-months": "twenty-four (24) months",
};

const DATA_PROTECTION_LAW: Record<GoverningLaw["region"], string> = {
  us: "applicable U.S. federal and state privacy laws, such as the California Consumer Privacy Act",
  uk: "the UK GDPR and the Data Protection Act 2018",
  de: 'Regulation (EU) 2016/679 (the "GDPR") and the German Federal Data Protection Act (Bundesdatenschutzgesetz)',
  ca: "the Personal Information Protection and Electronic Documents Act and applicable provincial privacy laws",
  au: "the Privacy Act 1988 (Cth), including the Australian Privacy Principles",
  other: "applicable data protection laws",
};

/** The optional clauses chosen, in the order they print. */
export function optionalSections(input: TNdaRequest, law: GoverningLaw): Section[] {
  const mutual = input.type === "mutual";
  // Who owes each covenant, and to whom: in a mutual NDA each Party to the other.
  const who = mutual ? "neither Party shall" : "the Receiving Party shall not";
  const other = mutual ? "the other Party" : "the Disclosing Party";
  const others = mutual ? "the other Party's" : "the Disclosing Party's";
  const out: Section[] = [];

  if (input.nonSolicitation) {
    const california = input.governingLaw === "california" ? " (including California Business and Professions Code § 16600)" : "";
    out.push(
      section(H.nonSolicitation, [
        p(
          `While this Agreement is in force and for twelve (12) months after it expires or is terminated, ${who}, directly or indirectly, solicit for employment or engagement, or otherwise induce to leave, any employee of ${other} with whom it had contact, or who became known to it, in connection with the Purpose, without ${others} prior written consent.`,
        ),
        p(
          `This section does not prohibit general solicitations of employment that are not specifically directed at those employees, such as advertisements in the media or on job boards, or searches by recruitment firms that are not directed at them, nor hiring a person who responds to such a general solicitation or who makes the first approach on their own initiative. This section applies only to the extent permitted by applicable law${california}.`,
        ),
      ]),
    );
  }

  if (input.standstill) {
    const period = STANDSTILL_WORDS[input.standstillPeriod];
    const group =
      law.region === "us"
        ? "form, join or participate in a group (within the meaning of Section 13(d)(3) of the U.S. Securities Exchange Act of 1934) with respect to any such securities, or otherwise act in concert with any person in respect of any of the foregoing; or"
        : "act in concert with any person in respect of any such securities or any of the foregoing; or";
    const insider =
      law.region === "us"
        ? ", including the U.S. federal securities laws,"
        : law.region === "uk"
          ? ", including the UK Market Abuse Regulation,"
          : law.region === "de"
            ? ", including Regulation (EU) No 596/2014 (the Market Abuse Regulation),"
            : "";
    out.push(
      section(H.standstill, [
        p(
          `For ${period} from the Effective Date (the "Standstill Period"), ${mutual ? "neither Party shall, and each Party shall" : "the Receiving Party shall not, and shall"} cause its affiliates and any person acting on its behalf or in concert with it not to, without the prior written consent of the board of directors (or equivalent governing body) of ${other}, directly or indirectly:`,
        ),
        ol(
          `acquire, offer, propose or agree to acquire any securities of ${other} or of any of its affiliates (including any option or right to acquire them and any derivative instrument whose value is derived from them), or any material part of their assets;`,
          `make, or in any way participate in, any solicitation of proxies or consents to vote any voting securities of ${other}, or seek to influence any person with respect to the voting of those securities;`,
          `make or publicly announce any proposal for a tender or exchange offer, merger, business combination, recapitalization or other extraordinary transaction involving ${other} or its securities;`,
          group,
          `request ${other} to amend or waive this section in a way that would reasonably be expected to require public disclosure.`,
        ),
        p(
          `This section does not restrict passive investments through broadly based mutual funds, index funds or pension plans not directed by the restricted Party, nor holding in aggregate less than one percent (1%) of any class of publicly traded securities of ${other}. The restrictions of this section end before the end of the Standstill Period if ${other} enters into a definitive agreement with a third party for the acquisition of more than fifty percent (50%) of its voting securities or of all or substantially all of its assets, or if a third party commences a tender or exchange offer for more than fifty percent (50%) of its voting securities.`,
        ),
        p(
          `Each Party is aware that applicable securities laws${insider} prohibit any person who has material non-public (inside) information about an issuer from dealing in its securities, or from communicating that information to another person who may deal in them, and shall comply with those laws.`,
        ),
      ]),
    );
  }

  if (input.noPublicity) {
    out.push(
      section(H.noPublicity, [
        p(
          "Neither Party shall, without the prior written consent of the other Party, make any public announcement or press release about, or disclose to any third party other than its Representatives in accordance with this Agreement, the fact that Confidential Information has been made available, that discussions or negotiations concerning the Purpose are taking place or have taken place, or the existence or terms of this Agreement, except to the extent required by law, regulation or the rules of a stock exchange. A Party so required shall, where legally permitted, consult the other Party in advance about the content and timing of the disclosure.",
        ),
        p(
          "Neither Party shall use the other Party's name, logo or trademarks in any publicity, marketing or list of customers or partners without the other Party's prior written consent.",
        ),
      ]),
    );
  }

  if (input.dataProtection) {
    const gdpr =
      law.region === "de"
        ? ""
        : law.region === "uk"
          ? ' and, where it applies, Regulation (EU) 2016/679 (the "GDPR")'
          : ' and, where they apply, Regulation (EU) 2016/679 (the "GDPR") and the UK GDPR';
    const blocks: Block[] = [
      p(
        `To the extent Confidential Information includes personal data, each Party shall comply with the data protection laws that apply to it in connection with this Agreement, including ${DATA_PROTECTION_LAW[law.region]}${gdpr}. Each Party shall disclose personal data to the other only where it has a lawful basis for doing so and has given the individuals concerned any notice the law requires, and shall disclose only the personal data that is necessary for the Purpose.`,
      ),
      p(
        `Unless the Parties agree otherwise in writing, each Party processes the personal data it receives as an independent controller, solely for the Purpose, protects it with appropriate technical and organizational measures, notifies the other Party without undue delay of any personal data breach affecting it, and returns or destroys it as provided in this Agreement.`,
      ),
      p(
        `Where one Party (the "Processor") processes personal data on behalf of the other (the "Controller"), this section is the contract required by Article 28(3) of the GDPR (and of the UK GDPR, where it applies): the subject matter and duration of the processing are the Purpose and the term of this Agreement, its nature and purpose are those needed for the Purpose, and the types of personal data and categories of data subjects are those in the Confidential Information disclosed. The Processor shall:`,
      ),
      ol(
        "process the personal data only on the Controller's documented instructions, including with regard to transfers to a third country, unless required to do so by law, in which case it shall inform the Controller before processing unless the law prohibits it;",
        "ensure that persons authorized to process the personal data have committed themselves to confidentiality or are under an appropriate statutory obligation of confidentiality;",
        "take all measures required by Article 32 of the GDPR to ensure a level of security appropriate to the risk;",
        "engage another processor only with the Controller's prior specific or general written authorization, and on the same data protection obligations, remaining fully liable to the Controller for that processor's performance;",
        "assist the Controller, by appropriate technical and organizational measures, in responding to requests from data subjects exercising their rights, and in meeting its obligations under Articles 32 to 36 of the GDPR;",
        "at the Controller's choice, delete or return all the personal data at the end of the processing, and delete existing copies unless the law requires their storage; and",
        "make available to the Controller all information necessary to demonstrate compliance with Article 28 of the GDPR, allow for and contribute to audits, including inspections, by the Controller or an auditor it mandates, and immediately inform the Controller if, in its opinion, an instruction infringes data protection law.",
      ),
    ];
    out.push(section(H.dataProtection, blocks));
  }

  // German law only (the schema refuses it under any other): §§ 339-343 BGB, § 348 HGB.
  if (input.contractualPenalty !== undefined && law.region === "de") {
    const amount = formatMoney(input.contractualPenalty, "EUR", "en-US", { wholeWithoutCents: true });
    const payer = mutual ? "the Party in breach shall pay the other Party" : "the Receiving Party shall pay the Disclosing Party";
    const breacher = mutual ? "the Party in breach" : "the Receiving Party";
    out.push(
      section(H.contractualPenalty, [
        p(
          `For each culpable breach of its obligations of confidentiality and non-use under this Agreement, ${payer} a contractual penalty (Vertragsstrafe, § 339 of the German Civil Code, BGB) of ${amount}. Several acts forming one continuing breach count as one breach.`,
        ),
        p(
          `The right to claim damages beyond the penalty, and to claim injunctive relief, is unaffected; a penalty paid is credited against damages claimed for the same breach (§ 340(2) BGB). If ${breacher} is not a merchant, a court may on its application reduce a disproportionately high penalty to a reasonable amount (§ 343 BGB); between merchants that reduction is excluded (§ 348 of the German Commercial Code, HGB).`,
        ),
      ]),
    );
  }
  return out;
}
