export * from "./registry";
export * from "./define";
export * from "./privacy-policy";
export * from "./terms";
export * from "./cookie-policy";
export * from "./nda";
export * from "./invoice";
