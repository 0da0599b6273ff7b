// POST /api/generate/privacy-policy: the validated form in, the generated document out.
import type { TDocument } from "@shared/api/documents";
import { privacyPolicy, type TPrivacyPolicyRequest } from "@shared/doc-types";
import { generatorTexts } from "@/components/tool/generator-texts";
import {
  type FieldErrorsHandler,
  generateUrl,
  useGenerateDocument,
} from "@/components/tool/use-generate-document";

const texts = generatorTexts(privacyPolicy);

const SUCCESS = {
  title: texts.successTitle,
  description: "Your privacy policy has been generated successfully.",
};

export function useGeneratePrivacyPolicy({
  onFieldErrors,
}: { onFieldErrors?: FieldErrorsHandler } = {}) {
  return useGenerateDocument<TPrivacyPolicyRequest, TDocument>({
    url: generateUrl(privacyPolicy),
    success: () => SUCCESS,
    failure: () => texts.failure,
    onFieldErrors,
  });
}
