// POST /api/generate/nda: the validated form in, the generated agreement out.
import type { TNdaRequest } from "@shared/doc-types";
import type { ServerFieldError } from "@/components/tool/api-errors";
import type { GeneratedDocument } from "@/components/tool/document";
import { useGenerateDocument } from "@/components/tool/use-generate-document";

export const NDA_TEXT = {
  success: {
    title: "NDA Generated",
    description: "Your non-disclosure agreement has been generated successfully.",
  },
  failure: "Failed to generate NDA. Please try again.",
} as const;

export function useGenerateNda({
  onFieldErrors,
}: { onFieldErrors?: (errors: ServerFieldError[]) => void } = {}) {
  return useGenerateDocument<TNdaRequest, GeneratedDocument>({
    url: "/api/generate/nda",
    success: () => NDA_TEXT.success,
    failure: () => NDA_TEXT.failure,
    onFieldErrors,
  });
}
