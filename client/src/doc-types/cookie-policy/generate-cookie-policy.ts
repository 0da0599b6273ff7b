// POST /api/generate/cookie-policy: the validated form in, the policy and its consent banner out.
import type { TDocument } from "@shared/api/documents";
import { cookiePolicy, type TCookiePolicyRequest } from "@shared/doc-types";
import { generatorTexts } from "@/components/tool/generator-texts";
import {
  type FieldErrorsHandler,
  generateUrl,
  useGenerateDocument,
} from "@/components/tool/use-generate-document";

const texts = generatorTexts(cookiePolicy);

const SUCCESS = {
  title: texts.successTitle,
  description: "Your cookie policy has been generated successfully.",
};

export function useGenerateCookiePolicy({
  onFieldErrors,
}: { onFieldErrors?: FieldErrorsHandler } = {}) {
  return useGenerateDocument<TCookiePolicyRequest, TDocument>({
    url: generateUrl(cookiePolicy),
    success: () => SUCCESS,
    failure: () => texts.failure,
    onFieldErrors,
  });
}
