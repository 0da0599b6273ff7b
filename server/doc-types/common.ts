// What the templates share: contact blocks, option lists in their own order, the wording of each
// governing law, and the contracts' boilerplate clauses.
import {
  GOVERNING_REGION_OPTIONS,
  type GoverningRegion,
  type NdaGoverningLaw,
  type Option,
  type TermsGoverningLaw,
  optionLabel,
} from "../../shared/validation";
import { type DateOrder, formatLongDate } from "../documents/format";
import { type Block, type Inline, type MetaItem, type SignatureField, link, p } from "../documents/model";
import type { BusinessIdentity } from "./business";

/** The options a user picked, in the list's own order (so documents read the same every time). */
export const picked = <V extends string>(options: readonly Option<V>[], values: readonly V[]) =>
  options.filter((o) => values.includes(o.value));

export const emailLink = (email: string): Inline => link(email, `mailto:${email}`);
export const webLink = (url: string): Inline => link(url, url);

/** "Effective date" and "Last updated" lines of a policy. */
export const policyMeta = (effectiveDate: string, generatedAt: Date, order: DateOrder = "month-day"): MetaItem[] => [
  { label: "Effective date", value: formatLongDate(effectiveDate, order) },
  { label: "Last updated", value: formatLongDate(generatedAt, order) },
];

/**
 * The date order a document follows: the business profile's locale when it has one (month first in
 * the US and Canada), else the governing law's region, else month first.
 */
export function dateOrderOf(business: BusinessIdentity | undefined, region?: GoverningLaw["region"] | "eu-uk"): DateOrder {
  const locale = business?.locale;
  if (locale) return locale === "en-US" || locale === "en-CA" ? "month-day" : "day-month";
  if (region === undefined) return "month-day";
  return region === "us" || region === "ca" || region === "other" ? "month-day" : "day-month";
}

/** The contact paragraph closing a policy: name, postal address, e-mail and website. */
/**
 * The contact paragraph closing a policy: name, postal address, e-mail and website, and, from the
 * business profile it was issued by, the legal name and form, phone, registration number and VAT
 * ID (what UK and German e-commerce law ask a business to give).
 */
/** The legal forms a name already shows: "Acme Ltd" needs no "(Ltd)" after it. */
const ENTITY_IN_NAME: Record<string, RegExp> = {
  Ltd: /\b(?:Ltd|Limited)\b/i,
  LLC: /\bL\.?L\.?C\b/i,
  Corporation: /\b(?:Inc|Corp|Corporation|Incorporated)\b/i,
  GmbH: /\bGmbH\b/,
  SAS: /\bSAS\b/,
  Partnership: /\b(?:LLP|LP|Partnership|Partners)\b/i,
};

export const namesEntityType = (name: string, entityType: string) => ENTITY_IN_NAME[entityType]?.test(name) ?? false;

export function contactBlocks(
  input: { companyName: string; email?: string; address?: string; website: string; phone?: string },
  business?: BusinessIdentity,
): Block[] {
  const runs: Inline[] = [{ type: "bold", text: input.companyName }];
  if (business && business.legalName !== input.companyName) runs.push(`\n${business.legalName}`);
  const named = business && business.legalName !== input.companyName ? business.legalName : input.companyName;
  if (business?.entityType && business.entityType !== "Other" && !namesEntityType(named, business.entityType))
    runs.push(` (${business.entityType})`);
  const address = input.address ?? business?.address;
  if (address) runs.push(`\n${address}`);
  const email = input.email ?? business?.email;
  if (email) runs.push("\nEmail: ", emailLink(email));
  const phone = input.phone ?? business?.phone;
  if (phone) runs.push(`\nPhone: ${phone}`);
  runs.push("\nWebsite: ", webLink(input.website));
  if (business?.registrationNumber) runs.push(`\nRegistration number: ${business.registrationNumber}`);
  if (business?.vatId) runs.push(`\nVAT ID: ${business.vatId}`);
  return [p(...runs)];
}

export type Jurisdiction = TermsGoverningLaw | NdaGoverningLaw;

export interface GoverningLaw {
  /** "the laws of the State of California, United States" */
  law: string;
  /** "the state and federal courts located in the State of California" */
  courts: string;
  /** Mandatory consumer rules on forum and applicable law, for the governing law clause. */
  consumerNote?: string;
  /** Statutory guarantees a disclaimer cannot exclude, for the disclaimers clause. */
  statutoryRights?: string;
  region: "us" | "uk" | "ca" | "au" | "de" | "other";
}

/**
 * How a contract names each governing law. Where the choice names a federation rather than one
 * legal system (United States, Canada, Australia), the law of the principal place of business of
 * `anchor` within it applies, so the clause always designates one body of law.
 */
export function governingLaw(choice: Jurisdiction, anchor: string): GoverningLaw {
  switch (choice) {
    case "united-states":
      return {
        law: `the federal laws of the United States of America and the laws of the State in which ${anchor} has its principal place of business`,
        courts: "the state and federal courts located in that State",
        region: "us",
      };
    case "california":
      return {
        law: "the laws of the State of California, United States",
        courts: "the state and federal courts located in the State of California",
        region: "us",
      };
    case "new-york":
      return {
        law: "the laws of the State of New York, United States",
        courts: "the state and federal courts located in the State of New York",
        region: "us",
      };
    case "delaware":
      return {
        law: "the laws of the State of Delaware, United States",
        courts: "the state and federal courts located in the State of Delaware",
        region: "us",
      };
    case "united-kingdom":
      return {
        law: "the laws of England and Wales",
        courts: "the courts of England and Wales",
        consumerNote:
          "If you are a consumer resident in Scotland or Northern Ireland, you may also bring proceedings in the courts of your home jurisdiction.",
        statutoryRights:
          "If you are a consumer, nothing in these Terms affects your statutory rights under the Consumer Rights Act 2015, including your right to services performed with reasonable care and skill and to goods and digital content that are as described, fit for purpose and of satisfactory quality.",
        region: "uk",
      };
    case "canada":
      return {
        law: `the laws of the Province or Territory of Canada in which ${anchor} has its principal place of business and the federal laws of Canada applicable therein`,
        courts: "the courts of that Province or Territory",
        consumerNote:
          "If you are a consumer, this clause does not deprive you of any right you have under the consumer protection legislation of your province or territory of residence to bring proceedings there.",
        statutoryRights:
          "Nothing in these Terms limits any warranty or right you have under the consumer protection legislation of your province or territory of residence that cannot be waived by contract.",
        region: "ca",
      };
    case "australia":
      return {
        law: `the laws of the State or Territory of Australia in which ${anchor} has its principal place of business and the laws of the Commonwealth of Australia applicable therein`,
        courts:
          "the courts of that State or Territory and the courts entitled to hear appeals from them",
        statutoryRights:
          "Our goods and services come with guarantees that cannot be excluded under the Australian Consumer Law. Nothing in these Terms excludes, restricts or modifies any right or remedy, or any guarantee, warranty or other term or condition, implied or imposed by the Competition and Consumer Act 2010 (Cth) or any other legislation that cannot lawfully be excluded or limited.",
        region: "au",
      };
    case "germany":
      return {
        law: "the laws of the Federal Republic of Germany, excluding the United Nations Convention on Contracts for the International Sale of Goods",
        courts: `the competent courts at the registered seat of ${anchor}, to the extent such a choice of venue is permitted by law`,
        consumerNote:
          "If you are a consumer habitually resident in the European Union, this choice of law does not deprive you of the protection of the mandatory provisions of the law of your country of residence.",
        statutoryRights:
          "If you are a consumer, your statutory rights in respect of defects (gesetzliche Mängelrechte) remain unaffected.",
        region: "de",
      };
    case "other":
      return {
        law: `the laws of the jurisdiction in which ${anchor} is established`,
        courts: "the competent courts of that jurisdiction",
        region: "other",
      };
  }
}

/**
 * How a contract under a region's law writes its dates: month first in the United States and
 * Canada ("January 4, 2027"), day first in the United Kingdom, Australia, Germany and elsewhere
 * ("4 January 2027"), as lawyers there write them.
 */
export const contractDate =
  (region: GoverningLaw["region"]) =>
  (date: string): string =>
    formatLongDate(date, region === "us" || region === "ca" ? "month-day" : "day-month");

/**
 * Boilerplate of the two-party business contracts (the NDA and the contractor agreement), worded
 * for the governing law's region: the same clause reads the same in both.
 */
const ESIGN_LAW: Record<GoverningLaw["region"], string> = {
  us: ", including under the U.S. Electronic Signatures in Global and National Commerce Act and any applicable version of the Uniform Electronic Transactions Act",
  uk: ", including under the Electronic Communications Act 2000",
  de: ", including under Regulation (EU) No 910/2014 (eIDAS), to the extent the law does not require a specific form",
  ca: ", including under applicable Canadian electronic commerce legislation",
  au: ", including under the Electronic Transactions Act 1999 (Cth) and corresponding State and Territory legislation",
  other: "",
};

export const contractClauses = {
  severability:
    "If any provision of this Agreement is held invalid, illegal or unenforceable, it will be enforced to the maximum extent permissible and modified to the minimum extent necessary to make it enforceable, and the remaining provisions continue in full force and effect.",
  /** English law lets a third party enforce a term that benefits it unless the contract excludes the Act. */
  thirdPartyRights: (region: GoverningLaw["region"]): string =>
    region === "uk"
      ? "A person who is not a Party has no right under the Contracts (Rights of Third Parties) Act 1999 to enforce any term of this Agreement."
      : "This Agreement is for the sole benefit of the Parties and their permitted successors and assigns, and nothing in it confers any right or remedy on any other person.",
  counterparts: (region: GoverningLaw["region"]): string =>
    `This Agreement may be executed in counterparts, each of which is an original and all of which together are one instrument. Signatures delivered by electronic means, including by a scanned copy or through an electronic signature service, are as valid and binding as original handwritten signatures${ESIGN_LAW[region]}.`,
};

/** Numbers written out for contracts: "two (2)". */
export const spelledNumber = (n: number): string => {
  const words = [
    "zero",
    "one",
    "two",
    "three",
    "four",
    "five",
    "six",
    "seven",
    "eight",
    "nine",
    "ten",
  ];
  return `${words[n] ?? String(n)} (${n})`;
};

/** The link a business that sells or shares personal information must offer (CCPA § 1798.135). */
export const DO_NOT_SELL_LINK = "Do Not Sell or Share My Personal Information";

/**
 * What a policy says about selling and sharing under the CCPA: one fact (advertising cookies and
 * pixels, or none), the same words in the privacy policy and the cookie policy.
 */
export const ccpaSaleSharingText = (advertising: boolean): string =>
  advertising
    ? 'We share personal information for cross-context behavioral advertising. The advertising cookies, pixels and similar technologies on our website make identifiers (such as cookie and device identifiers and IP addresses) and internet or other electronic network activity information (such as the pages you visit and how you interact with our website) available to our advertising partners, so that they can show you ads based on your activity across other websites and measure them. Under the CCPA this is "sharing" of personal information, and it may also be considered a "sale". We have shared these categories of personal information in the preceding 12 months.'
    : "We do not sell personal information and do not share it for cross-context behavioral advertising, and we have not done so in the preceding 12 months.";

/** How a contract names a state, province or territory: "the State of Texas", "the Province of Ontario". */
export function regionName(region: GoverningRegion): string {
  const label = optionLabel(GOVERNING_REGION_OPTIONS, region);
  if (region === "US-DC") return "the District of Columbia";
  if (region === "CA-NT") return "the Northwest Territories";
  if (region === "CA-NU" || region === "CA-YT") return label;
  if (region === "AU-ACT" || region === "AU-NT") return `the ${label}`;
  return region.startsWith("CA-") ? `the Province of ${label}` : `the State of ${label}`;
}

/**
 * A federal governing law narrowed to the state, province or territory the user chose, instead of
 * the one where the anchor has its principal place of business. Any other law is returned as is.
 */
export function withGoverningRegion(
  law: GoverningLaw,
  choice: Jurisdiction,
  region: GoverningRegion | undefined,
): GoverningLaw {
  if (!region) return law;
  const name = regionName(region);
  switch (choice) {
    case "united-states":
      return {
        ...law,
        law: `the federal laws of the United States of America and the laws of ${name}`,
        courts: `the state and federal courts located in ${name}`,
      };
    case "canada":
      return {
        ...law,
        law: `the laws of ${name} and the federal laws of Canada applicable therein`,
        courts: `the courts of ${name}`,
      };
    case "australia":
      return {
        ...law,
        law: `the laws of ${name} and the laws of the Commonwealth of Australia applicable therein`,
        courts: `the courts of ${name} and the courts entitled to hear appeals from them`,
      };
    default:
      return law;
  }
}

/**
 * The German choice of venue as one sentence. A venue agreement binds only merchants, legal
 * entities under public law and special funds under public law (§ 38(1) ZPO): anyone else keeps
 * the statutory venues. `who` is "parties" in a contract between two Parties, "you" in terms.
 */
export function germanVenue(who: "parties" | "you", venue: string, subject: string): string {
  const condition =
    who === "parties"
      ? "If the Parties are merchants (Kaufleute), legal entities under public law or special funds under public law"
      : "If you are a merchant (Kaufmann), a legal entity under public law or a special fund under public law";
  return `${condition}, the exclusive place of jurisdiction for all disputes arising out of or in connection with ${subject} is ${venue} (§ 38 of the German Code of Civil Procedure, ZPO); otherwise, the statutory places of jurisdiction apply.`;
}

/**
 * A signature block's lines with the business profile's signatory filled in (the name and title
 * as filled fields, printed "Name: Ada Admin" without a line to fill). Without a signatory, the
 * blank lines.
 */
export function signatoryFields(signatory: { name: string; title?: string } | undefined, fields: readonly string[]): SignatureField[] {
  if (!signatory) return [...fields];
  return fields.map((f) =>
    f === "Name" ? { label: f, value: signatory.name } : f === "Title" && signatory.title ? { label: f, value: signatory.title } : f,
  );
}
