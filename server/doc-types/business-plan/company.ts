// Who the business is: "Company Description" (what it does, its legal form in words, where it
// is, the profile's details, mission and milestones) and "Organization and Management" (its
// structure and team).
import { type TBusinessPlanRequest } from "../../../shared/doc-types";
import { type Block, type Section, type Text, definitions, p, section, userParagraphs } from "../../documents/model";
import type { BusinessIdentity } from "../business";
import { linesOrParagraphs } from "./format";
import { BUSINESS_PLAN_HEADINGS as H } from "./wording";

/** Where the business is: as typed, else the business profile's address on one line, else its country. */
export function locationOf(input: TBusinessPlanRequest, business?: BusinessIdentity): string | undefined {
  if (input.location) return input.location;
  const address = business?.address?.split("\n").map((l) => l.trim()).filter(Boolean).join(", ");
  return address || business?.country;
}

/** A business profile's entity type in words: "a private company limited by shares", never "a Ltd". */
export const ENTITY_WORDS: Record<string, string> = {
  "Individual / sole trader": "a sole proprietorship",
  Partnership: "a partnership",
  LLC: "a limited liability company (LLC)",
  Corporation: "a corporation",
  Ltd: "a private company limited by shares (Ltd)",
  GmbH: "a limited liability company under German law (Gesellschaft mit beschränkter Haftung, GmbH)",
  SAS: "a simplified joint-stock company under French law (société par actions simplifiée, SAS)",
};

/** A legal form typed as its abbreviation, in words: "Ltd" → "a private company limited by shares (Ltd)". */
export const ABBREVIATION_WORDS: Record<string, string> = {
  ltd: ENTITY_WORDS.Ltd!,
  "ltd.": ENTITY_WORDS.Ltd!,
  limited: ENTITY_WORDS.Ltd!,
  "private limited company": ENTITY_WORDS.Ltd!,
  llc: ENTITY_WORDS.LLC!,
  "l.l.c.": ENTITY_WORDS.LLC!,
  inc: ENTITY_WORDS.Corporation!,
  "inc.": ENTITY_WORDS.Corporation!,
  corp: ENTITY_WORDS.Corporation!,
  "corp.": ENTITY_WORDS.Corporation!,
  corporation: ENTITY_WORDS.Corporation!,
  gmbh: ENTITY_WORDS.GmbH!,
  sas: ENTITY_WORDS.SAS!,
  llp: "a limited liability partnership (LLP)",
  plc: "a public limited company (plc)",
  "pty ltd": "a proprietary company limited by shares (Pty Ltd)",
  "sole trader": ENTITY_WORDS["Individual / sole trader"]!,
  "sole proprietorship": ENTITY_WORDS["Individual / sole trader"]!,
  partnership: ENTITY_WORDS.Partnership!,
};

/** The legal form, in words, with its article: the plan's answer as written (an abbreviation in words), else the profile's. */
export function legalStructureOf(input: TBusinessPlanRequest, business?: BusinessIdentity): string | undefined {
  const typed = input.legalStructure?.trim();
  if (typed) {
    const words = ABBREVIATION_WORDS[typed.toLowerCase().replace(/\s+/g, " ")];
    if (words) return words;
    return /^(?:a|an|the)\s/i.test(typed) ? typed : `${/^[aeiou]/i.test(typed) ? "an" : "a"} ${typed}`;
  }
  return business?.entityType ? ENTITY_WORDS[business.entityType] : undefined;
}

/** What the business does, its legal form, place and contact details, mission and milestones. */
export function companyDescription(input: TBusinessPlanRequest, business: BusinessIdentity | undefined, location?: string, legalStructure?: string): Section {
  const facts: { term: string; description: Text }[] = [{ term: "Industry", description: input.industry }];
  if (legalStructure) facts.push({ term: "Legal structure", description: legalStructure.replace(/^(a|an) /, "").replace(/^./, (ch) => ch.toUpperCase()) });
  if (location) facts.push({ term: "Location", description: location });
  if (business?.registrationNumber) facts.push({ term: "Registration number", description: business.registrationNumber });
  if (business?.website) facts.push({ term: "Website", description: business.website });
  if (business?.email) facts.push({ term: "Email", description: business.email });
  if (business?.phone) facts.push({ term: "Phone", description: business.phone });
  const blocks: Block[] = [...userParagraphs(input.description), definitions(facts)];
  const subsections: Section[] = [];
  if (input.mission) subsections.push(section("Mission", userParagraphs(input.mission)));
  if (input.milestones) subsections.push(section("Milestones", linesOrParagraphs(input.milestones)));
  return section(H.companyDescription, blocks, subsections);
}

/** The organization and its team; left out when the plan states neither (no filler). */
export function organization(input: TBusinessPlanRequest, legalStructure?: string): Section | undefined {
  if (!legalStructure && !input.team.length) return undefined;
  const blocks: Block[] = legalStructure ? [p(`${input.companyName} is organized as ${legalStructure}.`)] : [];
  if (input.team.length) {
    blocks.push({
      type: "table",
      caption: "Management team",
      columns: [{ header: "Name" }, { header: "Role" }],
      rows: input.team.map((m) => [m.name, m.role]),
    });
    const bios = input.team.filter((m) => m.bio);
    if (bios.length) blocks.push(definitions(bios.map((m) => ({ term: `${m.name}, ${m.role}`, description: m.bio! }))));
  }
  return section(H.organization, blocks);
}
