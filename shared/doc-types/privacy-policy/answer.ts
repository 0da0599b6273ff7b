// What a privacy policy's document answer adds (GET /api/documents/:id): with advertising under a
// US law, the "Do Not Sell or Share" link to paste (server/doc-types/privacy-policy/choices.ts).
export type TPrivacyPolicyAnswer = {
  privacyChoices?: { snippet: string };
};
