// POST /api/generate/terms: the validated form in, the generated document out.
import type { TDocument } from "@shared/api/documents";
import { terms, type TTermsRequest } from "@shared/doc-types";
import { generatorTexts } from "@/components/tool/generator-texts";
import {
  type FieldErrorsHandler,
  generateUrl,
  useGenerateDocument,
} from "@/components/tool/use-generate-document";

const texts = generatorTexts(terms);

const SUCCESS = {
  title: texts.successTitle,
  description: "Your terms and conditions have been generated successfully.",
};

export function useGenerateTerms({ onFieldErrors }: { onFieldErrors?: FieldErrorsHandler } = {}) {
  return useGenerateDocument<TTermsRequest, TDocument>({
    url: generateUrl(terms),
    success: () => SUCCESS,
    failure: () => texts.failure,
    onFieldErrors,
  });
}
