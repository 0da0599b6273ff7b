// POST /api/generate/privacy-policy: the validated form in, the generated document out.
import type { TPrivacyPolicyRequest } from "@shared/doc-types";
import type { ServerFieldError } from "@/components/tool/api-errors";
import type { GeneratedDocument } from "@/components/tool/document";
import { useGenerateDocument } from "@/components/tool/use-generate-document";

export const PRIVACY_POLICY_TEXT = {
  success: {
    title: "Privacy Policy Generated",
    description: "Your privacy policy has been generated successfully.",
  },
  failure: "Failed to generate privacy policy. Please try again.",
} as const;

export function useGeneratePrivacyPolicy({
  onFieldErrors,
}: { onFieldErrors?: (errors: ServerFieldError[]) => void } = {}) {
  return useGenerateDocument<TPrivacyPolicyRequest, GeneratedDocument>({
    url: "/api/generate/privacy-policy",
    success: () => PRIVACY_POLICY_TEXT.success,
    failure: () => PRIVACY_POLICY_TEXT.failure,
    onFieldErrors,
  });
}
