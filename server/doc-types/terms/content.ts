// The Services' content and how it may be used: our intellectual property, the reader's User
// Content (with the DMCA notice under US law), prohibited uses, third-party links and privacy.
import { type Section, type Text, bold, p, section, ul } from "../../documents/model";
import { type TermsCtx } from "./context";
import { TERMS_HEADINGS as H } from "./headings";

const PROHIBITED: Text[] = [
  "in any way that breaches any applicable law or regulation, or to promote or carry out any unlawful or fraudulent activity;",
  "to infringe or misappropriate the intellectual property, privacy or other rights of any person;",
  "to harass, abuse, threaten, defame or discriminate against any person;",
  "to upload or transmit viruses, malware or any other harmful code;",
  "to send unsolicited advertising or spam, or to impersonate any person or misrepresent your affiliation with any person;",
  "to scrape, crawl or harvest data from the Services by automated means, except as permitted by our robots.txt file or with our written consent;",
  "to attempt to gain unauthorized access to, interfere with, damage or disrupt any part of the Services, the servers on which they are hosted or any connected system; or",
  "to reverse engineer or attempt to extract the source code of any software used in the Services, except where the law expressly permits it.",
];

/** How to report infringing content: the DMCA's notice under US law, a plain notice elsewhere. */
const copyrightText = (x: TermsCtx): string =>
  x.law.region === "us"
    ? "We respect intellectual property rights and respond to notices of alleged copyright infringement that comply with the Digital Millennium Copyright Act (17 U.S.C. § 512). If you believe content on the Services infringes your copyright, send us a written notice that includes your physical or electronic signature; identification of the copyrighted work and of the material you claim is infringing, with enough information for us to locate it; your contact details; a statement that you have a good-faith belief that the use is not authorized by the copyright owner, its agent or the law; and a statement, under penalty of perjury, that the information in your notice is accurate and that you are the copyright owner or authorized to act on the owner's behalf. We will remove infringing material where appropriate and terminate the accounts of repeat infringers."
    : "We respect intellectual property rights. If you believe content on the Services infringes your rights, please contact us with details of the work concerned, the material you believe is infringing and where it can be found, and your contact details. We will review every notice and remove infringing material where appropriate.";

/** Intellectual property, User Content, prohibited uses, third-party links and privacy. */
export function contentSections(x: TermsCtx): Section[] {
  const { c, input } = x;
  const copyright = copyrightText(x);
  return [
    section(H.intellectualProperty, [
      p(
        `The Services and all content and materials in them, including software, text, graphics, logos, designs, images and the selection and arrangement of them, are owned by ${c} or its licensors and are protected by copyright, trademark and other intellectual property laws. Except as expressly permitted by these Terms, you may not copy, reproduce, distribute, modify, create derivative works of, publicly display or exploit any part of the Services without our prior written permission.`,
      ),
      p(
        `${c}'s name, logo and product names are our trademarks and may not be used without our prior written permission. All other trademarks appearing on the Services belong to their respective owners.`,
      ),
      p(
        "If you send us ideas, suggestions or other feedback about the Services, you grant us a perpetual, irrevocable, worldwide, royalty-free license to use it for any purpose without obligation to you.",
      ),
    ]),
    section(H.userContent, [
      p(
        `You may be able to submit, post or upload content such as text, images, reviews or files ("User Content"). You keep ownership of your User Content. By submitting User Content, you grant us a worldwide, non-exclusive, royalty-free license to host, store, reproduce, adapt (for technical purposes such as formatting), publish and display it only as needed to operate and provide the Services, including, for User Content you choose to make visible to others, to show it to them within the Services. We may sublicense these rights only to our service providers acting on our behalf. This license ends when you delete your User Content, except for copies retained in backups for a limited period or that others have already shared.${input.businessType === "saas" ? ' Customer Data is governed by "Your Data", not by this section.' : ""}`,
      ),
      p(
        "You are solely responsible for your User Content and confirm that you own it or have all rights needed to grant this license, and that it does not violate these Terms, any law or anyone's rights. We do not endorse User Content and may, but are not obligated to, review, refuse or remove any User Content at our discretion.",
      ),
      p(bold("Copyright complaints."), ` ${copyright}`),
    ]),
    section(H.prohibitedUses, [p("You agree not to use the Services:"), ul(...PROHIBITED)]),
    section(H.thirdParty, [
      p(
        "The Services may contain links to, or allow you to interact with, websites, products and services operated by third parties. We provide them for your convenience only; we do not control them and are not responsible for their content, policies or practices. Your use of any third-party website or service is at your own risk and subject to that third party's terms.",
      ),
    ]),
    section(H.privacy, [
      p(
        "Our Privacy Policy, available on our website, explains how we collect, use and share your personal information when you use the Services. Please read it carefully. It does not form part of these Terms.",
      ),
    ]),
  ];
}
