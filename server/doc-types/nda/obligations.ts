// The NDA's core: the purpose, what is Confidential Information and what is not, the Receiving
// Party's obligations (reciprocal in a mutual NDA), disclosure to representatives and compelled
// disclosure.
import { type Section, ol, p, section, userParagraphs } from "../../documents/model";
import { type Facts } from "./facts";
import { NDA_HEADINGS as H } from "./wording";

/** Purpose, definition, exclusions, obligations, representatives and compelled disclosure. */
export function obligationSections(f: Facts): Section[] {
  const { input, mutual, Receiving } = f;
  return [
    section(H.purpose, [
      p(
        mutual
          ? `The Parties wish to disclose to each other certain Confidential Information solely for the following purpose (the "Purpose"):`
          : `The Disclosing Party wishes to disclose to the Receiving Party certain Confidential Information solely for the following purpose (the "Purpose"):`,
      ),
      ...userParagraphs(input.purpose),
    ]),
    section(H.definition, [
      p(
        `"Confidential Information" means all non-public information, in any form or medium (whether written, oral, electronic, visual or by inspection of tangible objects), that is disclosed or made available by or on behalf of the Disclosing Party to the Receiving Party, before, on or after the Effective Date, in connection with the Purpose, and that is marked or identified as confidential or that a reasonable person would understand to be confidential given the nature of the information and the circumstances of its disclosure. Confidential Information includes business plans, strategies, financial information and forecasts, customer, supplier and pricing information, products and product plans, technology, software and source code, inventions, know-how, trade secrets, designs, data and research, together with all notes, analyses, compilations and other materials prepared by or for the Receiving Party to the extent they contain or reflect such information.`,
      ),
      p(
        `The existence and content of the discussions between the Parties concerning the Purpose are also Confidential Information of ${mutual ? "each Party" : "the Disclosing Party"}.`,
      ),
    ]),
    section(H.exclusions, [
      p(
        "Confidential Information does not include information that the Receiving Party can demonstrate by competent evidence:",
      ),
      ol(
        "is or becomes generally available to the public other than as a result of a disclosure by the Receiving Party or its Representatives in breach of this Agreement;",
        "was known to the Receiving Party, without any obligation of confidentiality, before it was disclosed by the Disclosing Party, as shown by the Receiving Party's written records;",
        "is independently developed by or for the Receiving Party without use of or reference to the Disclosing Party's Confidential Information; or",
        "is rightfully received by the Receiving Party from a third party that is not under an obligation of confidentiality with respect to that information.",
      ),
    ]),
    section(H.obligations, [
      p(`${Receiving} shall:`),
      ol(
        "use the Confidential Information solely for the Purpose and for no other purpose;",
        "hold the Confidential Information in strict confidence and protect it using at least the same degree of care that it uses to protect its own confidential information of a similar nature, and in no event less than a reasonable degree of care;",
        `not disclose the Confidential Information to any person except its Representatives in accordance with the section titled "${H.representatives}", or as permitted by the section titled "${H.compelled}";`,
        "limit access to the Confidential Information to those of its Representatives who need to know it for the Purpose;",
        "not reverse engineer, decompile, disassemble or analyze the composition of any software, prototypes, samples or other tangible objects that embody the Confidential Information;",
        "not copy or reproduce the Confidential Information except as reasonably necessary for the Purpose, and ensure that all copies bear the confidentiality notices of the originals; and",
        "promptly notify the Disclosing Party in writing upon becoming aware of any unauthorized use or disclosure of the Confidential Information, and cooperate with the Disclosing Party to regain possession of it and prevent any further unauthorized use or disclosure.",
      ),
      ...(mutual
        ? [
            p(
              "These obligations apply equally and reciprocally to each Party with respect to the Confidential Information it receives from the other Party.",
            ),
          ]
        : []),
    ]),
    section(H.representatives, [
      p(
        `${Receiving} may disclose Confidential Information to its and its affiliates' directors, officers, employees, contractors and professional advisers, such as lawyers, accountants and financial advisers (together, "Representatives"), who need to know it for the Purpose and who are bound by written confidentiality obligations, or by professional duties of confidentiality, at least as protective as those in this Agreement. ${mutual ? "Each Party, as Receiving Party," : "The Receiving Party"} is responsible for any act or omission of its Representatives that would be a breach of this Agreement if done by it.`,
      ),
    ]),
    section(H.compelled, [
      p(
        `If ${mutual ? "a Party, as Receiving Party," : "the Receiving Party"} or any of its Representatives is required by law, regulation, subpoena, court order or other legal process to disclose any Confidential Information, it shall, to the extent legally permitted, give the Disclosing Party prompt written notice of the requirement so that the Disclosing Party may seek a protective order or other appropriate remedy, and shall cooperate reasonably with the Disclosing Party, at the Disclosing Party's expense, in those efforts. If no such order or remedy is obtained, it may disclose only that portion of the Confidential Information that it is legally required to disclose, and shall use reasonable efforts to obtain assurance that the information disclosed will be treated confidentially. Information disclosed under this section remains Confidential Information for all other purposes.`,
      ),
    ]),
  ];
}
