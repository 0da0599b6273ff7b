// Moved to server/services/present-document.ts (a type's folder must not import routes/). Kept
// only for the files the invoicing work owns (server/doc-types/invoice/routes.ts,
// server/invoicing/client-routes.ts and payment-routes.ts): switch them, then delete this file.
export { baseUrl, presentDocument, shareUrl } from "../services/present-document";
