// The building blocks of every request schema: field builders with their messages and bounds, and
// the option lists of docs/product-spec.md §5. Each document type's schema lives with its type
// (shared/doc-types/<type>/schema.ts).
export * from "./options";
export * from "./fields";
