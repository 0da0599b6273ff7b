// The people a reader may contact besides the business: its data protection officer, its
// representative in the EU / UK and its Privacy Officer in Canada, as the business profile names
// them.
import { type Block, bold, p } from "../../documents/model";
import { emailLink } from "../common";
import { type Facts } from "./facts";

/** A contact line: a name, and an e-mail link when there is one. */
const officer = (label: string, who: { name?: string; email?: string; address?: string }): Block =>
  p(
    bold(label),
    who.name ? `: ${who.name}` : "",
    ...(who.address ? [`\n${who.address}`] : []),
    ...(who.email ? ["\nEmail: ", emailLink(who.email)] : []),
  );


/** The data protection officer and the EU / UK representative, where the profile names them. */
export function officerBlocks(f: Facts): Block[] {
  const b = f.business;
  const out: Block[] = [];
  if (b?.dpo) out.push(officer("Data protection officer", b.dpo));
  if (b?.representative && (f.region("GDPR") || f.region("UK-GDPR")))
    out.push(officer("Representative in the EU / UK", b.representative));
  if (b?.privacyOfficer && f.region("PIPEDA")) out.push(officer("Privacy Officer (Canada)", b.privacyOfficer));
  return out;
}

/** GDPR Art. 13(1)(b) and Art. 27: the DPO's contact details and the representative, when there are. */
export function gdprOfficerBlocks(f: Facts, representativeWhere: string): Block[] {
  const b = f.business;
  const out: Block[] = [];
  if (b?.dpo) {
    out.push(
      p(
        "We have appointed a data protection officer",
        b.dpo.name ? ` (${b.dpo.name})` : "",
        ", whom you can contact about any matter relating to your personal data",
        ...(b.dpo.email ? [" at ", emailLink(b.dpo.email)] : []),
        ".",
      ),
    );
  }
  if (b?.representative) {
    out.push(
      p(
        `Our representative ${representativeWhere}`,
        b.representative.name ? ` is ${b.representative.name}` : "",
        b.representative.address ? `, ${b.representative.address.replace(/\n/g, ", ")}` : "",
        ". You and the supervisory authorities may contact our representative in addition to or instead of us",
        ...(b.representative.email ? [" at ", emailLink(b.representative.email)] : []),
        ".",
      ),
    );
  }
  return out;
}
