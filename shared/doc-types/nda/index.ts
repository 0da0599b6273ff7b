import { defineDocType } from "../define";
import { ndaMeta } from "./meta";
import { ZNdaRequestSchema } from "./schema";

export * from "./schema";

export const nda = defineDocType({ ...ndaMeta, schema: ZNdaRequestSchema });
