// Moved to shared/api/ (ZIdParamSchema in params.ts, ZGenerateQuerySchema in documents.ts), where
// the client can use them too. Kept only for the files the invoicing work owns
// (server/doc-types/invoice/routes.ts, server/invoicing/client-routes.ts and payment-routes.ts):
// switch them to shared/api, then delete this file.
export { ZGenerateQuerySchema as GenerateQuery } from "../../shared/api/documents";
export { ZIdParamSchema as DocumentIdParam } from "../../shared/api/params";
