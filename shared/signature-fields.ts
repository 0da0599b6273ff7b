// The kinds of field a sender places on an uploaded PDF for a signer (docs/API.md "Fields"),
// shared by the schema, the API's validation and the client (no database code here).
export const SIGNATURE_FIELD_KINDS = ["signature", "initials", "name", "date", "text"] as const;
export type SignatureFieldKind = (typeof SIGNATURE_FIELD_KINDS)[number];
