// What a cookie policy's document answer adds (GET /api/documents/:id): the consent banner of the
// version shown (server/doc-types/cookie-policy/banner.ts writes it).
export type TCookiePolicyAnswer = {
  banner?: { snippet: string; config: unknown; mode: "opt-in" | "opt-out" };
};
