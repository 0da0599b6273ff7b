import { defineDocType } from "../define";
import { employmentContractMeta } from "./meta";
import { ZEmploymentContractRequestSchema } from "./schema";

export * from "./schema";
export * from "./us-covenants";

export const employmentContract = defineDocType({ ...employmentContractMeta, schema: ZEmploymentContractRequestSchema });
