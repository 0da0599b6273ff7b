export * from "./schema";
export type * from "./types";
