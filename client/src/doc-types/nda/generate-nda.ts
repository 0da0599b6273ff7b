// POST /api/generate/nda: the validated form in, the generated agreement out.
import type { TDocument } from "@shared/api/documents";
import { nda, type TNdaRequest } from "@shared/doc-types";
import { generatorTexts } from "@/components/tool/generator-texts";
import {
  type FieldErrorsHandler,
  generateUrl,
  useGenerateDocument,
} from "@/components/tool/use-generate-document";

const texts = generatorTexts(nda);

const SUCCESS = {
  title: texts.successTitle,
  description: "Your non-disclosure agreement has been generated successfully.",
};

export function useGenerateNda({ onFieldErrors }: { onFieldErrors?: FieldErrorsHandler } = {}) {
  return useGenerateDocument<TNdaRequest, TDocument>({
    url: generateUrl(nda),
    success: () => SUCCESS,
    failure: () => texts.failure,
    onFieldErrors,
  });
}
