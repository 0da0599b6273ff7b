// Moved to server/services/present-document.ts (a type's folder must not import routes/). Kept
// only for server/doc-types/invoice/routes.ts, which the invoicing work switches; then delete.
export { baseUrl, presentDocument, shareUrl } from "../services/present-document";
