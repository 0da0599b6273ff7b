import { defineDocType } from "../define";
import { employmentContractMeta } from "./meta";
import { ZEmploymentContractRequestSchema } from "./schema";
import { employmentSigning } from "./signing";

export * from "./schema";
export * from "./us-covenants";
export * from "./exempt-salary";

export const employmentContract = defineDocType({ ...employmentContractMeta, schema: ZEmploymentContractRequestSchema, signing: employmentSigning });
