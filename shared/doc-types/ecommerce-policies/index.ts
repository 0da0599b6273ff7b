import { defineDocType } from "../define";
import { ecommercePolicyMeta } from "./meta";
import { ZEcommercePoliciesRequestSchema } from "./schema";

export * from "./schema";

export const ecommercePolicy = defineDocType({ ...ecommercePolicyMeta, schema: ZEcommercePoliciesRequestSchema });
