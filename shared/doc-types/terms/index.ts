import { defineDocType } from "../define";
import { termsMeta } from "./meta";
import { ZTermsRequestSchema } from "./schema";

export * from "./schema";

export const terms = defineDocType({ ...termsMeta, schema: ZTermsRequestSchema });
