import { defineDocType } from "../define";
import { privacyPolicyMeta } from "./meta";
import { ZPrivacyPolicyRequestSchema } from "./schema";

export * from "./schema";

export const privacyPolicy = defineDocType({ ...privacyPolicyMeta, schema: ZPrivacyPolicyRequestSchema });
