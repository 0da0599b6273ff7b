// The mutual confidentiality clause: what is confidential, how it is kept, for how long, and (under
// US law) the Defend Trade Secrets Act's whistleblower notice.
import { type Section, p, section } from "../../documents/model";
import type { GoverningLaw } from "../common";
import { CONTRACTOR_HEADINGS as H } from "./wording";

/** Confidential Information, its use and disclosure, and the obligations' duration. */
export function confidentialitySection(law: GoverningLaw): Section {
  return section(H.confidentiality, [
    p(
      '"Confidential Information" means all non-public information that a Party (the "Discloser") discloses to the other (the "Recipient") in connection with this Agreement, in any form, that is marked as confidential or that a reasonable person would understand to be confidential, including the Client Materials and the Work Product, which is the Client\'s Confidential Information. It does not include information that the Recipient can show is or becomes public other than through its breach of this Agreement, was lawfully known to it without restriction before disclosure, is independently developed by it without use of the Confidential Information, or is lawfully received from a third party without restriction.',
    ),
    p(
      "The Recipient shall use the Discloser's Confidential Information only to perform or receive the Services, keep it confidential using at least reasonable care, and disclose it only to those of its personnel, substitutes and professional advisers who need to know it for that purpose and are bound by obligations of confidentiality at least as protective as these. The Recipient may disclose Confidential Information to the extent required by law or by a court or regulator, after giving the Discloser, where legally permitted, prompt notice and an opportunity to seek protection.",
    ),
    p(
      "These obligations continue during this Agreement and for five (5) years after it ends, and for trade secrets for as long as they remain trade secrets. Nothing in this Agreement prevents any person from reporting a possible violation of law to a governmental authority or regulator, or from making any other disclosure protected by whistleblower laws.",
    ),
    ...(law.region === "us"
      ? [
          p(
            "Notice under the Defend Trade Secrets Act of 2016 (18 U.S.C. § 1833(b)): an individual shall not be held criminally or civilly liable under any federal or state trade secret law for the disclosure of a trade secret that is made (i) in confidence to a federal, state or local government official, either directly or indirectly, or to an attorney, solely for the purpose of reporting or investigating a suspected violation of law; or (ii) in a complaint or other document filed in a lawsuit or other proceeding, if such filing is made under seal.",
          ),
        ]
      : []),
  ]);
}
