// What a signer is told before signing: the consent to use electronic records and signatures,
// worded for the e-signature law of the document's jurisdiction (its type's `signing(input)`,
// shared/doc-types/signing.ts). Each text claims no more than the simple electronic signature this
// service gives: only a qualified electronic signature has the effect of a handwritten one
// (eIDAS Art. 25(2)), and none is given here. Every text carries the consumer disclosures of
// ESIGN § 101(c)(1) (15 U.S.C. § 7001(c)(1)), whoever signs: its scope, paper copies, withdrawal
// before and after signing, keeping the e-mail address current, and the hardware and software
// needed. Each `signed` event stores the text's version and SHA-256, and the certificate of
// completion prints them: change a word, bump DISCLOSURE_VERSION.
import { and, eq } from "drizzle-orm";
import { createHash } from "node:crypto";
import type { TSignatureDisclosure } from "../../shared/api/signatures";
import { signingRulesOf } from "../../shared/doc-types";
import type { SigningLaw } from "../../shared/doc-types/signing";
import { documents, documentVersions, type SignatureRequest } from "../../shared/schema";
import type { Db, Tx } from "../db";

export const DISCLOSURE_VERSION = 2;

/** What an electronic signature is and does under each law, without claiming more. */
const LEGAL_EFFECT: Record<SigningLaw, string> = {
  us: "You sign this document with an electronic signature. Under the Electronic Signatures in Global and National Commerce Act (ESIGN, 15 U.S.C. § 7001) and the Uniform Electronic Transactions Act as adopted by your state, a signature or record may not be denied legal effect solely because it is in electronic form. Some documents (for example wills and certain court and notice documents) are excluded from those laws and must be signed on paper.",
  eu: "You sign this document with a simple electronic signature within the meaning of Regulation (EU) No 910/2014 (eIDAS), Art. 3(10). It may not be denied legal effect or admissibility as evidence solely because it is electronic (Art. 25(1)). It is not a qualified electronic signature: it does not have the effect of a handwritten signature (Art. 25(2)), and it does not meet a legal requirement of written form (for example § 126 of the German Civil Code, BGB).",
  uk: "You sign this document with a simple electronic signature. Under the Electronic Communications Act 2000 (s. 7) it is admissible in evidence, and under the law of England and Wales it can satisfy a statutory requirement for a signature where the law does not require another form. It is not a qualified electronic signature, and it does not meet a requirement for a deed to be signed in the presence of a witness.",
  ca: "You sign this document with an electronic signature. Canadian electronic commerce legislation (for example the Electronic Commerce Act, 2000 (Ontario)) gives an electronic signature legal effect where a signature is required, except for the documents it excludes (for example wills, powers of attorney and documents of title to land), which must be signed on paper.",
  au: "You sign this document with an electronic signature. Under the Electronic Transactions Act 1999 (Cth) (s. 10) and the corresponding State and Territory Acts, a requirement for a signature can be met electronically, except for the documents those Acts exclude, which must be signed on paper.",
  other: "You sign this document with a simple electronic signature. Its legal effect depends on the law that applies to the document: it is not a qualified electronic signature, and it does not meet a legal requirement for a handwritten signature on paper.",
};

/** ESIGN § 101(c)(1)'s disclosures, the same under every law. */
const CONSUMER_DISCLOSURES = [
  "Scope: this consent covers only this document and the records of this signing (the e-mails about it, the signed PDF and its certificate of completion). It does not cover any other document or transaction.",
  "Paper copy: you may ask the sender for a paper copy of this document and of the signed PDF at any time, free of charge, by replying to the e-mail you received.",
  "Withdrawing consent: before you sign, you may withdraw this consent by declining below. After you have signed, you may withdraw it by telling the sender in writing (reply to the e-mail you received): the records are then sent to you on paper, at no charge. Withdrawing does not undo a signature already given or change the legal effect of what was signed before it.",
  "Your e-mail address: the records are sent to the address this link was sent to. To receive them at another address, tell the sender the new address by replying to that e-mail.",
  "What you need: a device with an internet connection and a current version of Chrome, Edge, Firefox or Safari; a program that opens PDF files (most browsers do); an e-mail account that receives attachments of up to 20 MB; and storage or a printer to keep the records. If these requirements change in a way that could stop you from opening or keeping the records, you will be told and asked for your consent again.",
  "By ticking the box below you confirm that you can open and read this document on this device, and you agree to sign it electronically and to receive its records electronically.",
];

const TITLE = "Consent to use electronic records and signatures";

/** The disclosure shown for a law, with its version and the SHA-256 of its text. */
export function disclosureFor(law: SigningLaw): TSignatureDisclosure {
  const lines = [LEGAL_EFFECT[law], ...CONSUMER_DISCLOSURES];
  const version = `${law}-${DISCLOSURE_VERSION}`;
  const sha256 = createHash("sha256").update([TITLE, ...lines].join("\n")).digest("hex");
  return { law, version, title: TITLE, lines, sha256 };
}

/** The disclosure a request's signers are shown: the law its frozen version's input names. */
export async function disclosureOfRequest(db: Db | Tx, request: Pick<SignatureRequest, "documentId" | "version">): Promise<TSignatureDisclosure> {
  const [row] = await db
    .select({ type: documents.type, input: documentVersions.input })
    .from(documents)
    .innerJoin(documentVersions, and(eq(documentVersions.documentId, documents.id), eq(documentVersions.version, request.version)))
    .where(eq(documents.id, request.documentId));
  return disclosureFor(row ? signingRulesOf(row.type, row.input).law : "other");
}
