// An uploaded PDF (the signature tool's upload, POST /api/documents/upload): a document no template
// makes, whose one version keeps the file as it came, so that it is sent for signature like any
// other. Not in the registry's list of made types (DOC_TYPE_METAS): no tool, form or template.
import { defineDocMeta } from "../define";

export const uploadedPdfMeta = defineDocMeta({
  kind: "uploaded_pdf",
  label: "Uploaded PDF",
  noun: "uploaded PDF",
  toolId: "digital-signature",
  route: "/tools/digital-signature",
  capabilities: { signable: true, uploaded: true },
});
