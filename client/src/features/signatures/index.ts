// The signatures area's public entry: the "Send for signature" dialog the document viewer opens
// (lint lets other code import this file of the area and nothing else in it). The tool page, the
// signer's page /sign/:token and /verify are reached by app/.
export { SendForSignatureDialog } from "./components/send-for-signature-dialog";
export { DocumentSignaturePanel } from "./components/document-signature-panel";
