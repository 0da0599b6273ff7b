// The request schemas and option lists of spec section 5, shared by the forms and the API.
export * from "./options";
export * from "./fields";
export * from "./privacy-policy";
export * from "./terms";
export * from "./cookie-policy";
export * from "./nda";
export * from "./invoice";
