// POST /api/generate/terms: the validated form in, the generated document out.
import type { TTermsRequest } from "@shared/doc-types";
import type { ServerFieldError } from "@/components/tool/api-errors";
import type { GeneratedDocument } from "@/components/tool/document";
import { useGenerateDocument } from "@/components/tool/use-generate-document";

export const TERMS_TEXT = {
  success: {
    title: "Terms & Conditions Generated",
    description: "Your terms and conditions have been generated successfully.",
  },
  failure: "Failed to generate terms and conditions. Please try again.",
} as const;

export function useGenerateTerms({
  onFieldErrors,
}: { onFieldErrors?: (errors: ServerFieldError[]) => void } = {}) {
  return useGenerateDocument<TTermsRequest, GeneratedDocument>({
    url: "/api/generate/terms",
    success: () => TERMS_TEXT.success,
    failure: () => TERMS_TEXT.failure,
    onFieldErrors,
  });
}
