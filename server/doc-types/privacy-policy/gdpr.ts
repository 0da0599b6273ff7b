// The GDPR section: the controller and its officers, the legal basis of each use (targeted
// advertising only on consent), recipients, the transfers' safeguard, the rights of Articles 15
// to 22 and the complaint to a supervisory authority. The UK section reuses its rights and its
// table of legal bases.
import { type TPrivacyPolicyRequest } from "../../../shared/doc-types";
import { DATA_USE_OPTIONS, type DataUse } from "../../../shared/validation";
import { type Block, type Section, bold, link, p, section } from "../../documents/model";
import { emailLink, picked } from "../common";
import { type Facts } from "./facts";
import { metaJointControllerSection } from "./joint-controllers";
import { gdprOfficerBlocks } from "./officers";
import { rights } from "./requests";
import { transferBlocks } from "./transfers";
import { PRIVACY_POLICY_HEADINGS as H } from "./wording";

/** The legal basis of each use under Article 6(1); the UK section cites the UK GDPR instead. */
const LEGAL_BASIS: Record<DataUse, string> = {
  "provide-services":
    "Performance of a contract with you (Article 6(1)(b) GDPR); for improving our Services, our legitimate interests in developing and improving our business (Article 6(1)(f) GDPR).",
  "customer-support":
    "Performance of a contract with you where your request concerns our Services (Article 6(1)(b) GDPR); otherwise our legitimate interests in responding to people who contact us (Article 6(1)(f) GDPR).",
  marketing:
    "Your consent (Article 6(1)(a) GDPR). Where the law allows us to send existing customers marketing about similar products without consent, our legitimate interests in promoting our business (Article 6(1)(f) GDPR), subject to your right to object at any time.",
  analytics:
    "Your consent where analytics relies on cookies or similar technologies that are not strictly necessary (Article 6(1)(a) GDPR); otherwise our legitimate interests in understanding and improving our Services (Article 6(1)(f) GDPR).",
  "legal-compliance":
    "Compliance with a legal obligation to which we are subject (Article 6(1)(c) GDPR).",
  "fraud-prevention":
    "Our legitimate interests in protecting our Services, our users and our business (Article 6(1)(f) GDPR) and, where the law requires such measures, compliance with a legal obligation (Article 6(1)(c) GDPR).",
  "third-party-integrations":
    "Performance of a contract with you when you ask us to connect a third-party service (Article 6(1)(b) GDPR), or your consent where we ask for it (Article 6(1)(a) GDPR).",
  "research-development":
    "Our legitimate interests in developing and improving our products and services (Article 6(1)(f) GDPR).",
};

/** The rights of Articles 15 to 22, numbered for `law` ("GDPR" or "UK GDPR"). */
export function gdprRights(law: string): Block {
  return rights([
    [
      "Right of access",
      `You may ask for confirmation of whether we process your personal data and for a copy of it, together with information about how we process it (Article 15 ${law}).`,
    ],
    [
      "Right to rectification",
      `You may ask us to correct inaccurate personal data and to complete incomplete personal data (Article 16 ${law}).`,
    ],
    [
      "Right to erasure",
      `You may ask us to delete your personal data, for example where it is no longer needed for the purposes for which it was collected or where you withdraw consent and there is no other legal basis (Article 17 ${law}).`,
    ],
    [
      "Right to restriction of processing",
      `You may ask us to restrict processing while we verify the accuracy of your data or assess an objection, or where processing is unlawful but you do not want the data erased (Article 18 ${law}).`,
    ],
    [
      "Right to data portability",
      `Where processing is based on your consent or a contract and is carried out by automated means, you may receive the personal data you provided to us in a structured, commonly used and machine-readable format and ask us to transmit it to another controller (Article 20 ${law}).`,
    ],
    [
      "Right to object",
      `You may object at any time, on grounds relating to your particular situation, to processing based on our legitimate interests. You have an absolute right to object to the processing of your personal data for direct marketing, including profiling related to it (Article 21 ${law}).`,
    ],
    [
      "Right to withdraw consent",
      `Where we process your personal data on the basis of your consent, you may withdraw it at any time, as easily as you gave it, without affecting the lawfulness of processing before withdrawal (Article 7(3) ${law}).`,
    ],
    [
      "Rights related to automated decision-making",
      `You have the right not to be subject to a decision based solely on automated processing, including profiling, that produces legal effects concerning you or similarly significantly affects you (Article 22 ${law}). We do not make such decisions.`,
    ],
  ]);
}

/**
 * Targeted advertising's own legal basis: consent, because advertising cookies and pixels store
 * or read information on the user's device (GDPR Art. 6(1)(a); ePrivacy Directive Art. 5(3);
 * § 25(1) TDDDG in Germany; regulation 6 PECR in the UK) — never an opt-out.
 */
const ADVERTISING_BASIS: Record<"GDPR" | "UK GDPR", string> = {
  GDPR: "Your consent (Article 6(1)(a) GDPR), which we ask for before any advertising cookie, pixel or similar technology stores or reads information on your device (Article 5(3) of Directive 2002/58/EC, in Germany § 25(1) TDDDG). You can withdraw it at any time in our cookie settings, as easily as you gave it.",
  "UK GDPR": "Your consent (Article 6(1)(a) UK GDPR), which we ask for before any advertising cookie, pixel or similar technology stores or reads information on your device (regulation 6 of the Privacy and Electronic Communications (EC Directive) Regulations 2003). You can withdraw it at any time in our cookie settings, as easily as you gave it.",
};

/** The legal basis of each chosen use, cited under `law`. */
export function legalBasesTable(input: TPrivacyPolicyRequest, law: "GDPR" | "UK GDPR"): Block {
  return {
    type: "table",
    columns: [{ header: "Purpose" }, { header: "Legal basis" }],
    rows: [
      ...picked(DATA_USE_OPTIONS, input.dataUse).map((u) => [
        bold(u.label),
        law === "GDPR" ? LEGAL_BASIS[u.value] : LEGAL_BASIS[u.value].replaceAll(" GDPR)", ` ${law})`),
      ]),
      ...(input.usesAdvertisingTracking
        ? [[bold("Targeted advertising (advertising cookies, pixels and similar technologies)"), ADVERTISING_BASIS[law]]]
        : []),
    ],
  };
}

/** The GDPR's information to a data subject: for the EEA, and for the UK too unless it has its own section. */
export function gdprSection(f: Facts): Section {
  const { input } = f;
  // With its own UK section, this one speaks of the EEA only.
  const uk = !f.ukSeparate;
  return section(
    uk ? H.gdpr : H.gdprEea,
    [
      p(
        uk
          ? "This section applies if you are in the European Economic Area (EEA), the United Kingdom or Switzerland, or if the EU General Data Protection Regulation (GDPR) otherwise applies to our processing of your personal data. References to the GDPR include the UK GDPR and the UK Data Protection Act 2018 where they apply."
          : "This section applies if you are in the European Economic Area (EEA) or Switzerland, or if the EU General Data Protection Regulation (GDPR) otherwise applies to our processing of your personal data.",
      ),
    ],
    [
      section(H.gdprController, [
        p(
          bold(f.c),
          " is the controller responsible for your personal data. You can contact us about any question relating to your personal data or this Privacy Policy at ",
          emailLink(input.email),
          input.address ? ` or by post at ${input.address.replace(/\n/g, ", ")}.` : ".",
        ),
        ...gdprOfficerBlocks(f, uk ? "in the European Union and the United Kingdom under Article 27 GDPR" : "in the European Union under Article 27 GDPR"),
      ]),
      section(H.gdprLegalBases, [
        p(
          "We process your personal data only where the GDPR allows it. For each purpose, we rely on the following legal basis:",
        ),
        legalBasesTable(input, "GDPR"),
        p(
          "Where we rely on our legitimate interests, we have balanced those interests against your rights and freedoms and concluded that they are not overridden. You can ask us for more information about this assessment. Where we rely on your consent, you may withdraw it at any time; withdrawal does not affect the lawfulness of processing carried out before it. Where we need personal data to enter into or perform a contract with you and you do not provide it, we may be unable to provide the Services you requested.",
        ),
      ]),
      section(H.gdprRecipients, [
        p(
          `We disclose personal data only to the categories of recipients described under "${H.sharing}". Service providers that process personal data on our behalf act as our processors under a written contract that meets the requirements of Article 28 GDPR: they may use the data only on our documented instructions, must keep it confidential and secure, and must assist us in meeting our obligations to you.`,
        ),
      ]),
      ...metaJointControllerSection(f, "GDPR"),
      section(H.gdprTransfers, transferBlocks(input.transferSafeguard, { eu: true, uk }, input.email)),
      section(H.gdprRights, [
        p("Subject to the conditions and exceptions in the GDPR, you have the following rights:"),
        gdprRights("GDPR"),
        p(
          "To exercise any of these rights, email us at ",
          emailLink(input.email),
          ". We will respond without undue delay and in any event within one month of receiving your request. We may extend this period by two further months where necessary, taking into account the complexity and number of requests, and will tell you if we do. Exercising your rights is free of charge, although we may charge a reasonable fee or refuse to act on requests that are manifestly unfounded or excessive. We may need to ask you for information to confirm your identity before we act on a request.",
        ),
      ]),
      section(H.gdprComplaint, [
        p(
          "If you believe that our processing of your personal data infringes data protection law, you have the right to lodge a complaint with a supervisory authority, in particular in the EU member state of your habitual residence, your place of work or the place of the alleged infringement. A list of the EEA supervisory authorities is available from the ",
          link(
            "European Data Protection Board",
            "https://www.edpb.europa.eu/about-edpb/about-edpb/members_en",
          ),
          ...(uk
            ? [
                ". In the United Kingdom, the supervisory authority is the ",
                link("Information Commissioner's Office", "https://ico.org.uk/make-a-complaint/"),
              ]
            : []),
          ". We would, however, appreciate the chance to address your concerns first, so please contact us before you approach the supervisory authority.",
        ),
      ]),
    ],
  );
}
