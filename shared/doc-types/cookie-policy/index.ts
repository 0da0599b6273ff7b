import { defineDocType } from "../define";
import { cookiePolicyMeta } from "./meta";
import { ZCookiePolicyRequestSchema } from "./schema";

export * from "./schema";

export const cookiePolicy = defineDocType({ ...cookiePolicyMeta, schema: ZCookiePolicyRequestSchema });
