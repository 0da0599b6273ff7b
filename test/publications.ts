// A published policy for the records' tests and the consents benchmark, made as an owner makes it:
// a business profile and a document generated through the API, published (POST
// /api/documents/:id/publish), its origins and retention set (PATCH /api/publications/:id), and
// the hashes its records are tied to read back from the publication (GET /api/publications/:id).
import type supertest from "supertest";
import type { TPublicationDetail } from "../shared/api/publications";
import { cookiePolicyBody, termsBody } from "./fixtures";

export interface TestPublication {
  id: string;
  documentId: string;
  sha256: string;
  bannerSha256: string | null;
}

type Agent = ReturnType<typeof supertest.agent>;

const expectStatus = (what: string, res: { status: number; body: unknown }, status: number) => {
  if (res.status !== status) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
};

export async function publishForTest(
  agent: Agent,
  kind: "cookie-policy" | "terms",
  options: { allowedOrigins?: string[]; retentionMonths?: number } = {},
): Promise<TestPublication> {
  const profile = await agent.post("/api/business-profiles").send({ name: `Records Test ${Math.random().toString(36).slice(2, 8)}`, country: "DE" });
  expectStatus("profile", profile, 201);
  const body = kind === "cookie-policy" ? cookiePolicyBody : termsBody;
  const doc = await agent.post(`/api/generate/${kind}`).send({ ...body, businessProfileId: profile.body.id });
  expectStatus("generate", doc, 201);
  const published = await agent.post(`/api/documents/${doc.body.id}/publish`).send({});
  expectStatus("publish", published, 201);
  const id = (published.body as { publicationId: string }).publicationId;
  const { allowedOrigins, retentionMonths } = options;
  if (allowedOrigins !== undefined || retentionMonths !== undefined) {
    expectStatus("settings", await agent.patch(`/api/publications/${id}`).send({ allowedOrigins, retentionMonths }), 200);
  }
  const detail = await agent.get(`/api/publications/${id}`);
  expectStatus("publication", detail, 200);
  const [first] = (detail.body as TPublicationDetail).versions;
  return { id, documentId: doc.body.id, sha256: first!.sha256, bannerSha256: first!.bannerSha256 };
}
