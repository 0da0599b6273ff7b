// Quebec's private-sector privacy act as amended by Law 25, a subsection of the PIPEDA section.
import { type Block, bold, p, ul } from "../../documents/model";
import { emailLink } from "../common";
import { type Facts } from "./facts";

/**
 * Quebec's Act respecting the protection of personal information in the private sector (CQLR,
 * c. P-39.1), as amended by Law 25: the person in charge of the protection of personal information
 * (s. 3.1), technologies that identify, locate or profile (s. 8.1), confidentiality by default
 * (s. 9.1), communication outside Quebec (s. 17) and automated decisions (s. 12.1).
 */
export function quebecBlocks(f: Facts): Block[] {
  const { input } = f;
  const officer = f.business?.privacyOfficer;
  return [
    p(
      "If you are in Quebec, the Act respecting the protection of personal information in the private sector (CQLR, c. P-39.1) also applies. The person in charge of the protection of personal information at ",
      bold(f.c),
      officer?.name ? ` is ${officer.name}, Privacy Officer, who` : " is our Privacy Officer, who",
      " can be reached at ",
      emailLink(officer?.email ?? input.email),
      input.address ? ` or by post at ${input.address.replace(/\n/g, ", ")}` : "",
      " (s. 3.1).",
    ),
    ul(
      "Technologies that identify, locate or profile you: where we use technology that allows you to be identified, located or profiled, such as cookies that are not strictly necessary, we inform you beforehand and it is off until you activate it (s. 8.1).",
      "Confidentiality by default: where a product or service we offer to the public has privacy settings, they provide the highest level of confidentiality by default, without any action on your part (s. 9.1); this does not apply to browser cookie settings.",
      "Communication outside Quebec: your personal information may be communicated outside Quebec, including to our service providers; before doing so we assess whether it will receive adequate protection, including under generally recognized principles of protection of personal information, and we protect it by written agreement (s. 17).",
      "Automated decisions: if we make a decision about you based exclusively on automated processing of your personal information, we inform you of it no later than when we tell you of the decision, and you may ask us about the personal information and the reasons used and have it reviewed by a person who can review it (s. 12.1).",
      "Your rights: you may ask for access to your personal information, its correction, the withdrawal of your consent, the de-indexation of information where the law allows, and, for computerized information you provided, its communication in a structured, commonly used technological format. You may lodge a complaint with the Commission d'accès à l'information du Québec (www.cai.gouv.qc.ca).",
    ),
  ];
}
