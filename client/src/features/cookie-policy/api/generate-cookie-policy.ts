// POST /api/generate/cookie-policy: the validated form in, the policy and its consent banner out.
import type { TCookiePolicyRequest } from "@shared/doc-types";
import type { ServerFieldError } from "@/components/tool/api-errors";
import type { GeneratedDocument } from "@/components/tool/document";
import { useGenerateDocument } from "@/components/tool/use-generate-document";

export const COOKIE_POLICY_TEXT = {
  success: {
    title: "Cookie Policy Generated",
    description: "Your cookie policy has been generated successfully.",
  },
  failure: "Failed to generate cookie policy. Please try again.",
} as const;

export function useGenerateCookiePolicy({
  onFieldErrors,
}: { onFieldErrors?: (errors: ServerFieldError[]) => void } = {}) {
  return useGenerateDocument<TCookiePolicyRequest, GeneratedDocument>({
    url: "/api/generate/cookie-policy",
    success: () => COOKIE_POLICY_TEXT.success,
    failure: () => COOKIE_POLICY_TEXT.failure,
    onFieldErrors,
  });
}
