// The privacy policy's opening sections: who we are and the laws it was written for, how to reach
// us and our officers, what we collect, where it comes from and what we use it for.
import { DATA_COLLECTED_OPTIONS, DATA_USE_OPTIONS } from "../../../shared/validation";
import { joinWords } from "../../documents/format";
import { type Section, type Text, bold, definitions, p, section, ul } from "../../documents/model";
import { contactBlocks, picked, webLink } from "../common";
import { type Facts } from "./facts";
import { officerBlocks } from "./officers";
import { COLLECTED_TEXT, PRIVACY_POLICY_HEADINGS as H, USE_TEXT } from "./wording";

/** The laws the policy was written with in mind, in the order of its regional sections. */
function lawsInMind(f: Facts): string[] {
  const laws: string[] = [];
  if (f.region("GDPR"))
    laws.push(
      f.ukSeparate
        ? "the EU General Data Protection Regulation (GDPR)"
        : "the EU General Data Protection Regulation (GDPR) and the UK GDPR",
    );
  if (f.region("UK-GDPR")) laws.push("the UK GDPR and the Data Protection Act 2018");
  if (f.region("CCPA")) laws.push("the California Consumer Privacy Act (CCPA)");
  if (f.region("CalOPPA")) laws.push("the California Online Privacy Protection Act (CalOPPA)");
  if (f.region("US-STATES")) laws.push("the consumer privacy laws of other US states, such as Virginia, Colorado and Texas");
  if (f.region("PIPEDA"))
    laws.push("Canada's Personal Information Protection and Electronic Documents Act (PIPEDA)");
  return laws;
}

/** Introduction, who we are, what we collect, how and why. */
export function aboutSections(f: Facts): Section[] {
  const { input, c } = f;
  const collected = picked(DATA_COLLECTED_OPTIONS, input.dataCollected);
  const uses = picked(DATA_USE_OPTIONS, input.dataUse);
  const laws = lawsInMind(f);
  return [
    section(H.introduction, [
      p(
        `This Privacy Policy explains how ${c} ("${c}", "we", "us" or "our") collects, uses, shares and protects personal information when you visit our website at `,
        webLink(input.website),
        ` (the "Website") or use our products and services (together with the Website, the "Services"), and the choices and rights you have in relation to it.`,
      ),
      p(
        `"Personal information" (also called "personal data") means any information that identifies, relates to or could reasonably be linked with you. This Privacy Policy was written with ${joinWords(laws)} in mind and includes the additional information those laws require in the sections that follow.`,
      ),
      p(
        "Please read this Privacy Policy carefully. If you do not agree with our practices, please do not use our Services. If you have any questions, contact us using the details at the end of this policy.",
      ),
    ]),
    section(H.controller, [
      p(
        `${c} is responsible for the personal information collected through the Services. You can contact us at:`,
      ),
      ...contactBlocks(input, f.business),
      ...officerBlocks(f),
    ]),
    section(H.collect, [
      p(
        "Depending on how you interact with us, we collect the following categories of personal information:",
      ),
      definitions(collected.map((d) => ({ term: d.label, description: COLLECTED_TEXT[d.value] }))),
      p(
        "We do not intentionally collect special categories of personal information, such as information about your health, racial or ethnic origin, religious beliefs or sexual orientation. Please do not send us such information.",
      ),
    ]),
    section(H.sources, [
      p("We collect personal information in the following ways:"),
      ul(
        [
          bold("Directly from you,"),
          " when you create an account, fill in a form, make a purchase, subscribe, post content or contact us.",
        ],
        ...(f.tracking || f.has("device-info")
          ? [
              [
                bold("Automatically,"),
                " when you use our Services, through server logs" +
                  (f.tracking ? ", cookies and similar technologies" : "") +
                  ".",
              ] as Text,
            ]
          : []),
        [
          bold("From third parties,"),
          " such as our service providers" +
            (f.has("payment-info") ? " and payment processors" : "") +
            (f.uses("third-party-integrations")
              ? ", and services you choose to connect to our Services"
              : "") +
            ", where they are permitted to share it with us.",
        ],
      ),
    ]),
    section(H.use, [
      p("We use personal information for the following purposes:"),
      definitions(uses.map((u) => ({ term: u.label, description: USE_TEXT[u.value] }))),
      p(
        "We will not use your personal information for purposes that are materially different from those described here without telling you first and, where required by law, obtaining your consent.",
      ),
    ]),
  ];
}
