// International transfers: the one safeguard transfers from the EEA or the UK rely on (adequacy,
// the Standard Contractual Clauses, the Data Privacy Framework or Binding Corporate Rules), or
// that personal data stays there; and the paragraph every reader gets.
import { type TransferSafeguard } from "../../../shared/validation";
import { type Block, link, p } from "../../documents/model";
import { emailLink } from "../common";
import { type Facts } from "./facts";

const ADEQUACY_LIST =
  "https://commission.europa.eu/law/law-topic/data-protection/international-dimension-data-protection/adequacy-decisions_en";

/**
 * The one safeguard the transfers rely on (GDPR Art. 13(1)(f)), for the EEA, the UK or both.
 * Never a menu, and never the Article 49 derogations: they are not a basis for routine transfers.
 */
export function transferBlocks(safeguard: TransferSafeguard, scope: { eu: boolean; uk: boolean }, email: string): Block[] {
  const where = scope.eu && scope.uk ? "the EEA and the United Kingdom" : scope.eu ? "the European Economic Area (EEA)" : "the United Kingdom";
  const copy = (what: string): Block => p(`You can ask for a copy of ${what} by emailing us at `, emailLink(email), ".");
  switch (safeguard) {
    case "none":
      return [
        p(
          `We and our service providers store and process your personal data only within ${scope.uk && !scope.eu ? "the United Kingdom and the European Economic Area" : where}; we do not transfer it to other countries. If that changes, we will update this Privacy Policy before any such transfer and say which safeguard the transfer relies on.`,
        ),
      ];
    case "adequacy":
      return [
        p(
          ...(scope.eu
            ? [
                "We transfer personal data outside the EEA only to countries that the European Commission has decided ensure an adequate level of protection (Article 45 GDPR), listed on the ",
                link("European Commission's website", ADEQUACY_LIST),
                ". ",
              ]
            : []),
          ...(scope.uk
            ? [
                `${scope.eu ? "From" : "We transfer personal data outside"} the United Kingdom${scope.eu ? ", we transfer personal data only" : " only"} to countries covered by adequacy regulations made under section 17A of the Data Protection Act 2018.`,
              ]
            : []),
        ),
      ];
    case "sccs":
      return [
        p(
          ...(scope.eu
            ? [
                "When we or our service providers transfer your personal data outside the EEA, the transfer is made under the Standard Contractual Clauses adopted by the European Commission (Commission Implementing Decision (EU) 2021/914; Article 46(2)(c) GDPR). ",
              ]
            : []),
          ...(scope.uk
            ? [
                `${scope.eu ? "Transfers from the United Kingdom" : "When we or our service providers transfer your personal data outside the United Kingdom, the transfer"} ${scope.eu ? "are" : "is"} made under the International Data Transfer Agreement or the International Data Transfer Addendum to the Standard Contractual Clauses issued by the Information Commissioner (section 119A of the Data Protection Act 2018). `,
              ]
            : []),
          "Where an assessment of a transfer shows that the recipient country's law could prevent the clauses from being complied with, we put supplementary measures in place or do not make the transfer.",
        ),
        copy("the clauses"),
      ];
    case "dpf":
      return [
        p(
          ...(scope.eu
            ? [
                "We transfer your personal data to the United States only to organizations certified under the EU-U.S. Data Privacy Framework, on the basis of the European Commission's adequacy decision of 10 July 2023 (Article 45 GDPR). ",
              ]
            : []),
          ...(scope.uk
            ? [
                scope.eu
                  ? "Transfers from the United Kingdom rely on the UK Extension to the EU-U.S. Data Privacy Framework (the UK-US data bridge). "
                  : "We transfer your personal data to the United States only to organizations certified under the UK Extension to the EU-U.S. Data Privacy Framework (the UK-US data bridge), on the basis of the adequacy regulations made for it under the Data Protection Act 2018. ",
              ]
            : []),
          "You can check an organization's certification on the ",
          link("Data Privacy Framework List", "https://www.dataprivacyframework.gov/list"),
          ".",
        ),
      ];
    case "bcrs":
      return [
        p(
          `Transfers of your personal data outside ${where} within our group of companies are made under our Binding Corporate Rules, approved by ${
            scope.eu && scope.uk
              ? "the competent EU supervisory authority (Articles 46(2)(b) and 47 GDPR) and by the Information Commissioner for transfers from the United Kingdom"
              : scope.eu
                ? "the competent supervisory authority (Articles 46(2)(b) and 47 GDPR)"
                : "the Information Commissioner (Articles 46(2)(b) and 47 UK GDPR)"
          }.`,
        ),
        copy("our Binding Corporate Rules"),
      ];
  }
}

/**
 * Section 10, for every reader. With no transfers outside the EEA / UK (the safeguard answer of the
 * GDPR and UK GDPR sections), it says where the data stays, as those sections do, and never that
 * it is transferred; otherwise, that it may be processed abroad and protected when it is.
 */
export function transfersParagraph(f: Facts): Block {
  const { input } = f;
  if (input.transferSafeguard === "none" && (f.region("GDPR") || f.region("UK-GDPR"))) {
    const [where, short] = f.region("GDPR")
      ? ["the European Economic Area (EEA) and the United Kingdom", "the EEA and the United Kingdom"]
      : ["the United Kingdom and the European Economic Area (EEA)", "the United Kingdom and the EEA"];
    return p(
      `We and our service providers store and process personal information only within ${where}, and we do not transfer it from there to other countries; if that changes, we will update this Privacy Policy before any such transfer. If you live outside ${short}, your personal information is therefore processed outside the country in which you live, where data protection laws may differ from those of your country.`,
    );
  }
  return p(
    "We and our service providers may process personal information in countries other than the one in which you live. Those countries may have data protection laws that differ from the laws of your country. Whenever we transfer personal information internationally, we take steps to ensure that it remains protected as described in this Privacy Policy and as required by applicable law.",
  );
}
