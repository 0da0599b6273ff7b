// Moved to shared/api/documents.ts (ZGenerateQuerySchema; ZIdParamSchema in shared/api/params.ts), where the client can
// use them too. Kept only for server/doc-types/invoice/routes.ts, which the invoicing work
// switches; then delete.
export { ZGenerateQuerySchema as GenerateQuery } from "../../shared/api/documents";
