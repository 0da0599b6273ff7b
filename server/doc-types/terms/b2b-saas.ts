// What business customers of a software service expect of its terms (as in Common Paper's Cloud
// Service Agreement): mutual confidentiality, the provider's processing of the customer's personal
// data with an Article 28 GDPR data processing agreement as a schedule, and the provider's
// indemnity against third-party intellectual property claims.
import { EEA_COUNTRIES } from "../../../shared/business/identifiers";
import { type Section, bold, p, section, ul } from "../../documents/model";
import { TERMS_HEADINGS } from "./headings";
import type { TermsCtx } from "./context";

export const B2B_SAAS_HEADINGS = {
  confidentiality: "Confidentiality",
  dataProcessing: "Processing of Customer Personal Data",
  ipIndemnity: "Our Intellectual Property Indemnity",
  dpa: "Schedule: Data Processing Agreement (Article 28 GDPR)",
} as const;

const H = B2B_SAAS_HEADINGS;

/** The clauses apply to a software service offered to businesses. */
export const b2bSaas = (x: TermsCtx) => x.input.businessType === "saas" && x.businesses;

/** "If you are a business customer, " when consumers are addressed too. */
const forBusinesses = (x: TermsCtx) => (x.consumers ? "This section applies only if you use the Service as a business. " : "");

export function confidentialitySection(x: TermsCtx): Section | undefined {
  if (!b2bSaas(x)) return undefined;
  return section(H.confidentiality, [
    p(
      `${forBusinesses(x)}"Confidential Information" means any non-public information that one party (the "Discloser") discloses to the other (the "Recipient") in connection with these Terms that is marked as confidential or that a reasonable person would understand to be confidential, including Customer Data, the non-public features and pricing of the Service, and each party's business, technical and financial information. It does not include information that is or becomes public through no fault of the Recipient, that the Recipient already knew or lawfully receives from a third party without a duty of confidentiality, or that the Recipient develops independently without using the Discloser's Confidential Information.`,
    ),
    p(
      "The Recipient will use the Discloser's Confidential Information only to exercise its rights and perform its obligations under these Terms, will protect it with at least the care it uses for its own similar information and no less than reasonable care, and will disclose it only to its employees, contractors and professional advisers who need to know it for those purposes and are bound by confidentiality obligations at least as protective as these. The Recipient may disclose Confidential Information where the law or a court or authority requires it, after giving the Discloser prompt notice where the law allows, so that the Discloser may seek protection. When these Terms end, or at the Discloser's request, the Recipient will return or delete the Discloser's Confidential Information, except for copies kept in backups or as the law requires, which remain protected by this section. These obligations continue for three (3) years after these Terms end and, for trade secrets, for as long as they remain trade secrets.",
    ),
  ]);
}

export function dataProcessingSection(x: TermsCtx): Section | undefined {
  if (!b2bSaas(x)) return undefined;
  return section(H.dataProcessing, [
    p(
      `${forBusinesses(x)}Where Customer Data includes personal data, you are the controller of that personal data and we process it on your behalf as your processor (or, where you are yourself a processor, as your sub-processor). We process it only to provide the Service and on your documented instructions, which are these Terms and your use and configuration of the Service. Where the General Data Protection Regulation (Regulation (EU) 2016/679) or the UK GDPR applies to that processing, "${H.dpa}" applies and forms part of these Terms; where another data protection law applies, we comply with the processor obligations it imposes.`,
    ),
  ]);
}

export function ipIndemnitySection(x: TermsCtx): Section | undefined {
  if (!b2bSaas(x)) return undefined;
  return section(H.ipIndemnity, [
    p(
      `${forBusinesses(x)}We will defend you against any claim by a third party alleging that the Service, as we provide it and when used in accordance with these Terms, infringes or misappropriates that third party's patent, copyright, trademark or trade secret, and will pay the damages and costs finally awarded against you, or agreed by us in a settlement, in respect of that claim, provided that you notify us promptly of the claim, give us sole control of its defense and settlement (we will not settle in a way that imposes an obligation on you other than to stop using the Service without your consent), and give us reasonable cooperation at our expense.`,
    ),
    p(
      `We have no obligation for a claim to the extent it arises from Customer Data or other materials you provide, from a modification of the Service not made by us, from the combination of the Service with products, services or data not provided by us where the claim would not have arisen without that combination, or from your use of the Service in breach of these Terms. If the Service is, or in our opinion is likely to be, subject to such a claim, we may at our option obtain for you the right to continue using it, modify or replace it so that it is no longer infringing without materially reducing its functionality, or, if neither is commercially reasonable, end your ${x.pay ? "subscription and refund the fees you prepaid for the remainder of the subscription term" : "use of the affected part of the Service"}.`,
    ),
    p(
      `This section states our entire liability, and your exclusive remedy, for third-party claims of infringement or misappropriation of intellectual property rights. Your obligations under "${TERMS_HEADINGS.indemnification}" apply to claims arising from Customer Data and your use of the Service in breach of these Terms.`,
    ),
  ]);
}

/** The Article 28(3) GDPR terms, as a schedule. */
export function dpaSection(x: TermsCtx): Section | undefined {
  if (!b2bSaas(x)) return undefined;
  const authority = x.law.region === "uk" ? "the Information Commissioner" : "the competent supervisory authority";
  return section(H.dpa, [
    p(
      'This schedule is the contract required by Article 28(3) of the GDPR and of the UK GDPR (together, "Data Protection Law") for our processing of personal data in Customer Data ("Customer Personal Data") as your processor. Terms defined in Data Protection Law have the same meaning here.',
    ),
    p(
      bold("1. Details of the processing."),
      " Subject matter and duration: the provision of the Service for the term of your subscription and until deletion under paragraph 8. Nature and purpose: hosting, storage, retrieval, computation, transmission and display of Customer Data to provide, secure and support the Service. Types of personal data and categories of data subjects: those that you or your users submit to the Service, typically contact, account and usage data of your personnel, customers and other individuals whose data you choose to process in the Service.",
    ),
    ul(
      "2. Instructions. We process Customer Personal Data only on your documented instructions, including with regard to transfers to a third country, unless the law to which we are subject requires otherwise, in which case we inform you of that requirement before processing unless that law prohibits it. We immediately inform you if, in our opinion, an instruction infringes Data Protection Law.",
      "3. Confidentiality. We ensure that the persons we authorize to process Customer Personal Data have committed themselves to confidentiality or are under an appropriate statutory obligation of confidentiality.",
      "4. Security. We implement and maintain the technical and organizational measures required by Article 32, appropriate to the risk, including encryption of data in transit, access controls, regular testing of our measures, and the ability to restore the availability of and access to data in a timely manner after an incident.",
      `5. Sub-processors. You give us a general authorization to engage sub-processors. We keep a list of them available to you, inform you of any intended addition or replacement at least thirty (30) days in advance, and you may object on reasonable data protection grounds; if we cannot address the objection, you may end the affected part of the Service${x.pay ? " and receive a refund of the fees prepaid for it" : ""}. We impose on each sub-processor, by contract, data protection obligations that are the same as those in this schedule, and remain fully liable to you for its performance.`,
      "6. Assistance. Taking into account the nature of the processing, we assist you by appropriate technical and organizational measures, insofar as possible, in responding to requests from data subjects to exercise their rights, and in ensuring compliance with your obligations under Articles 32 to 36 (security, notification of personal data breaches, data protection impact assessments and prior consultation).",
      `7. Personal data breaches. We notify you without undue delay after becoming aware of a personal data breach affecting Customer Personal Data, with the information you need to meet your obligations to notify ${authority} and the data subjects.`,
      "8. Return and deletion. At the end of the provision of the Service, at your choice, we delete or return all Customer Personal Data and delete existing copies, unless the law requires us to store it; you may export Customer Data before then as described in \"Your Data\".",
      "9. Audits. We make available to you all information necessary to demonstrate compliance with Article 28 and allow for and contribute to audits, including inspections, conducted by you or an auditor you mandate, on reasonable notice, during business hours and subject to confidentiality; we may meet this obligation first by providing current third-party audit reports or certifications.",
      outsideEeaUk(x)
        ? "10. International transfers. We transfer Customer Personal Data onward to a sub-processor in another third country only where the transfer is covered by an adequacy decision or by the safeguards of paragraphs 11 and 12 passed on to that sub-processor (Clause 8.7 of the SCCs)."
        : "10. International transfers. We transfer Customer Personal Data outside the European Economic Area or the United Kingdom only where the transfer is covered by an adequacy decision or by appropriate safeguards under Chapter V of Data Protection Law, such as the European Commission's Standard Contractual Clauses or, for the United Kingdom, the International Data Transfer Agreement or Addendum.",
      ...(outsideEeaUk(x) ? TRANSFER_CLAUSES : []),
    ),
  ]);
}

/**
 * Whether we, the processor, are established outside the EEA and the UK (the business profile's
 * country, else the governing law's region): a customer in the EEA or the UK then transfers
 * personal data to a third country by using the Service at all (GDPR Arts 44 and 46), so the
 * schedule incorporates the safeguards themselves instead of promising them.
 */
export function outsideEeaUk(x: TermsCtx): boolean {
  const country = x.business?.country;
  if (country) return country !== "GB" && !EEA_COUNTRIES.has(country);
  return x.law.region === "us" || x.law.region === "ca" || x.law.region === "au";
}

/** Module Two of the EU SCCs and the UK Addendum, incorporated by reference with their choices made. */
const TRANSFER_CLAUSES = [
  '11. Standard Contractual Clauses. We are established outside the European Economic Area and the United Kingdom. To the extent our processing of Customer Personal Data that is subject to the GDPR is a transfer to a third country not covered by an adequacy decision, the standard contractual clauses annexed to Commission Implementing Decision (EU) 2021/914 of 4 June 2021, Module Two (controller to processor) (the "SCCs"), are incorporated into these Terms by reference and apply between you as data exporter (or, where you are a processor, under Module Three, processor to processor) and us as data importer, as follows: (a) the optional docking clause in Clause 7 applies; (b) in Clause 9(a), Option 2 (general written authorisation) applies, with the notice period in paragraph 5; (c) the optional language in Clause 11(a) does not apply; (d) in Clause 13, the competent supervisory authority is the one determined under Clause 13(a); (e) in Clause 17, Option 2 applies: the law of the EU Member State in which you are established, or, where that law does not allow for third-party beneficiary rights, the law of Ireland; (f) in Clause 18(b), disputes are resolved by the courts of that Member State; (g) Annex I is completed with the parties\' details in these Terms, the description of the processing in paragraph 1 and the supervisory authority under (d), and Annex II with the measures in paragraph 4; (h) the list of sub-processors in paragraph 5 is Annex III. If these Terms conflict with the SCCs, the SCCs prevail.',
  '12. United Kingdom. To the extent that processing is a restricted transfer under the UK GDPR, the International Data Transfer Addendum to the EU Commission Standard Contractual Clauses (version B1.0) issued by the Information Commissioner under section 119A of the Data Protection Act 2018 and in force from 21 March 2022 (the "UK Addendum") is incorporated into these Terms by reference and amends the SCCs as it provides: in Table 1, the parties are you as exporter and us as importer, with the details in these Terms; in Table 2, the Approved EU SCCs are the SCCs with the Module and options in paragraph 11; in Table 3, the Appendix Information is that in paragraph 11(g) and (h); and in Table 4, neither party may end the UK Addendum as set out in its Section 19. If these Terms conflict with the UK Addendum, the UK Addendum prevails.',
];
