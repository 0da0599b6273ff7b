// The title a document is listed and searched by, when the template's heading alone would not
// tell two documents apart: a contract names the other side (issue 28: "Mutual NDA — Difference
// Partners", "Contract of Employment — Marco Silva"). The document's own heading (the model's
// title, its H1) is the template's and stays as the law has it; this is the version's and the
// document's title, which the list, the viewer's heading and the exports' file names use.
import { clampTitle } from "../documents/model";
import type { ServerDocType } from "./define";

type Named = { name?: unknown } | undefined;
const nameOf = (party: Named): string | undefined =>
  typeof party?.name === "string" && party.name.trim() ? party.name.trim() : undefined;

const withParty = (heading: string, party: string | undefined) =>
  party ? clampTitle(`${heading} — ${party}`) : heading;

/** Per kind: the title from the validated input and the template's heading. */
const TITLES: Record<string, (input: Record<string, unknown>, heading: string) => string> = {
  // The receiving party (in a mutual NDA, the second party) is the other side for its author.
  nda: (input) => withParty(input.type === "mutual" ? "Mutual NDA" : "NDA", nameOf(input.receivingParty as Named)),
  employment_contract: (input, heading) => withParty(heading, nameOf(input.employee as Named)),
};

export function documentTitle(type: Pick<ServerDocType, "definition">, input: unknown, heading: string): string {
  const title = TITLES[type.definition.kind];
  return title && input && typeof input === "object" ? title(input as Record<string, unknown>, heading) : heading;
}
