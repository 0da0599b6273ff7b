// The UK GDPR section: the UK GDPR and the Data Protection Act 2018, complete on its own or, beside
// the GDPR section, pointing to its legal bases and rights; transfers outside the UK and
// complaints to the ICO.
import { type Section, bold, link, p, section } from "../../documents/model";
import { emailLink } from "../common";
import { type Facts } from "./facts";
import { metaJointControllerSection } from "./joint-controllers";
import { gdprRights, legalBasesTable } from "./gdpr";
import { gdprOfficerBlocks } from "./officers";
import { transferBlocks } from "./transfers";
import { PRIVACY_POLICY_HEADINGS as H } from "./wording";

/** The UK GDPR and the Data Protection Act 2018, complete on its own or beside the GDPR section. */
export function ukSection(f: Facts): Section {
  const { input } = f;
  const withEu = f.region("GDPR");
  return section(
    H.uk,
    [
      p(
        "This section applies if you are in the United Kingdom, where the UK General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018 govern our processing of your personal data.",
      ),
    ],
    [
      section(H.ukController, [
        p(
          bold(f.c),
          " is the controller responsible for your personal data. You can contact us about your personal data at ",
          emailLink(input.email),
          input.address ? ` or by post at the address under "${H.contact}".` : ".",
        ),
        ...gdprOfficerBlocks(f, "in the United Kingdom under Article 27 UK GDPR"),
      ]),
      section(
        H.ukLegalBases,
        withEu
          ? [
              p(
                `We rely on the same legal bases as under the EU GDPR, set out under "${H.gdprLegalBases}" above; the corresponding provisions of the UK GDPR have the same article numbers.`,
              ),
            ]
          : [
              p("For each purpose, we rely on the following legal basis under the UK GDPR:"),
              legalBasesTable(input, "UK GDPR"),
              p(
                "Where we rely on our legitimate interests, we have balanced them against your rights and freedoms. Where we rely on your consent, you may withdraw it at any time without affecting the lawfulness of processing before withdrawal.",
              ),
            ],
      ),
      ...metaJointControllerSection(f, "UK GDPR"),
      section(H.ukTransfers, transferBlocks(input.transferSafeguard, { eu: false, uk: true }, input.email)),
      section(H.ukRights, [
        ...(withEu
          ? [
              p(
                `Subject to the conditions and exceptions in the UK GDPR and the Data Protection Act 2018, you have the rights described under "${H.gdprRights}" above (access, rectification, erasure, restriction, portability, objection, withdrawal of consent and rights related to automated decision-making), under the articles of the UK GDPR with the same numbers.`,
              ),
            ]
          : [
              p("Subject to the conditions and exceptions in the UK GDPR and the Data Protection Act 2018, you have the following rights:"),
              gdprRights("UK GDPR"),
            ]),
        p(
          "To exercise any of these rights, email us at ",
          emailLink(input.email),
          ". We will respond without undue delay and within one month of receiving your request (or of receiving the information we need to confirm your identity), extended by up to two further months for complex or numerous requests, in which case we will tell you why. Exercising your rights is free of charge unless a request is manifestly unfounded or excessive.",
        ),
      ]),
      section(H.ukComplaint, [
        p(
          "If you are unhappy with how we have handled your personal data, you can complain to us using the contact details in this section. We will acknowledge your complaint within 30 days, look into it without undue delay and tell you the outcome.",
        ),
        p(
          "You also have the right to complain to the Information Commissioner's Office (ICO), the UK supervisory authority, at ",
          link("ico.org.uk/make-a-complaint", "https://ico.org.uk/make-a-complaint/"),
          " or by calling 0303 123 1113.",
        ),
      ]),
    ],
  );
}
