// The texts of a generator page that are just its type's label or noun (spec sections 2 and 8):
// "Generate NDA", "Your NDA will appear here after generation.", "Failed to generate NDA. Please
// try again." Each form states the texts that aren't (its page description, for one).
import type { DocTypeDefinition } from "@shared/doc-types";

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const generatorTexts = ({ label, noun }: Pick<DocTypeDefinition, "label" | "noun">) => ({
  title: `${label} Generator`,
  /** The form's accessible name. */
  formLabel: `${capitalised(noun)} details`,
  submit: `Generate ${label}`,
  heading: `Generated ${label}`,
  placeholder: {
    title: `Your ${noun} will appear here after generation.`,
    hint: `Fill out the form and click "Generate ${label}" to get started.`,
  },
  successTitle: `${label} Generated`,
  /** The success toast's usual description; a type whose noun doesn't fit it states its own. */
  successDescription: `Your ${noun} has been generated successfully.`,
  failure: `Failed to generate ${noun}. Please try again.`,
});
