// Canada: the Personal Information Protection and Electronic Documents Act (PIPEDA) and its fair
// information principles: accountability and the Privacy Officer, meaningful consent and its
// withdrawal, access, Quebec's own rules (quebec.ts), challenging compliance and breaches.
import { type Section, bold, link, p, section } from "../../documents/model";
import { emailLink } from "../common";
import { type Facts } from "./facts";
import { quebecBlocks } from "./quebec";
import { PRIVACY_POLICY_HEADINGS as H } from "./wording";

/** PIPEDA's principles as a reader meets them: the Privacy Officer, consent, access, challenge, breaches. */
export function pipedaSection(f: Facts): Section {
  const { input } = f;
  return section(
    H.pipeda,
    [
      p(
        "We handle the personal information of individuals in Canada in accordance with the Personal Information Protection and Electronic Documents Act (PIPEDA), including its ten fair information principles, and with applicable provincial privacy laws.",
      ),
    ],
    [
      section(H.pipedaOfficer, [
        p(
          "We are responsible for the personal information under our control and have designated a Privacy Officer who is accountable for our compliance with PIPEDA. You can reach our Privacy Officer at:",
        ),
        p(
          bold(f.business?.privacyOfficer?.name ? `${f.business.privacyOfficer.name}, Privacy Officer, ${f.c}` : `Privacy Officer, ${f.c}`),
          input.address ? `\n${input.address}` : "",
          "\nEmail: ",
          emailLink(f.business?.privacyOfficer?.email ?? input.email),
        ),
      ]),
      section(H.pipedaConsent, [
        p(
          "We identify the purposes for which we collect personal information at or before the time we collect it, as set out in this Privacy Policy, and we collect, use and disclose personal information only with your knowledge and consent, except where the law permits or requires otherwise. We seek express consent for sensitive personal information and for uses you would not reasonably expect, and may rely on implied consent where the information is less sensitive and the purpose is obvious from the context. We limit collection to what is necessary for the purposes we have identified and do not make consent to the collection of information beyond what is necessary a condition of providing our Services.",
        ),
        p(
          "Your personal information may be stored and processed outside Canada, including by our service providers. While it is outside Canada, it is subject to the laws of the country where it is held and may be accessible to that country's courts, law enforcement and national security authorities. We use contractual and other measures to protect it while it is processed by our service providers.",
        ),
      ]),
      section(H.pipedaWithdraw, [
        p(
          "You may withdraw your consent at any time, subject to legal or contractual restrictions and reasonable notice, by contacting our Privacy Officer. We will explain the likely consequences of withdrawing consent, for example that we may no longer be able to provide certain Services. You can withdraw consent to marketing emails at any time using the unsubscribe link they contain.",
        ),
      ]),
      section(H.pipedaAccess, [
        p(
          "You have the right to access the personal information we hold about you and to ask us to correct it if it is inaccurate or incomplete. Send a written request to our Privacy Officer. We will respond within 30 days, or tell you within that period if we need to extend it as permitted by PIPEDA, at minimal or no cost to you. If we cannot give you access to some or all of your information, we will explain why, subject to any legal restrictions, and tell you what recourse you have.",
        ),
      ]),
      section(H.quebec, quebecBlocks(f)),
      section(H.pipedaChallenge, [
        p(
          "If you have a concern about our compliance with PIPEDA, please contact our Privacy Officer first. We will investigate every complaint and, if it is justified, take appropriate measures, including amending our policies and practices. If you are not satisfied with our response, you may file a complaint with the ",
          link(
            "Office of the Privacy Commissioner of Canada",
            "https://www.priv.gc.ca/en/report-a-concern/",
          ),
          " (toll-free 1-800-282-1376).",
        ),
        p(
          "Where a breach of security safeguards involving your personal information creates a real risk of significant harm to you, we will notify you and report the breach to the Office of the Privacy Commissioner of Canada as PIPEDA requires, and we keep a record of every such breach.",
        ),
      ]),
    ],
  );
}
