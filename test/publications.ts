// A published policy for the records' tests, made directly in the tables: a document generated
// through the API, then a publications row and its first publication_versions row naming that
// document's version (its SHA-256, and for a cookie policy its banner's). Stands in for the publish
// endpoint until both land together.
import { eq } from "drizzle-orm";
import type supertest from "supertest";
import { documentVersions, publications, publicationVersions } from "../shared/schema";
import { bannerSha256 } from "../server/doc-types/cookie-policy/banner";
import { cookiePolicyBody, termsBody } from "./fixtures";
import type { TestApp } from "./api-harness";

export interface TestPublication {
  id: string;
  documentId: string;
  sha256: string;
  bannerSha256: string | null;
}

export async function publishForTest(
  t: TestApp,
  agent: ReturnType<typeof supertest.agent>,
  kind: "cookie-policy" | "terms",
  options: { allowedOrigins?: string[]; retentionMonths?: number; handle?: string } = {},
): Promise<TestPublication> {
  const profile = await agent.post("/api/business-profiles").send({ name: `Records Test ${Math.random().toString(36).slice(2, 8)}`, country: "DE" });
  if (profile.status !== 201) throw new Error(`profile: ${profile.status} ${JSON.stringify(profile.body)}`);
  const body = kind === "cookie-policy" ? cookiePolicyBody : termsBody;
  const doc = await agent.post(`/api/generate/${kind}`).send({ ...body, businessProfileId: profile.body.id });
  if (doc.status !== 201) throw new Error(`generate: ${doc.status} ${JSON.stringify(doc.body)}`);
  const [version] = await t.db.select().from(documentVersions).where(eq(documentVersions.documentId, doc.body.id));
  const banner = (version!.extras as { banner?: { config?: unknown } } | null)?.banner?.config;
  const [publication] = await t.db
    .insert(publications)
    .values({
      userId: doc.body.userId ?? (await userIdOf(agent)),
      businessProfileId: profile.body.id,
      documentId: doc.body.id,
      slug: kind === "cookie-policy" ? "cookie-policy" : "terms",
      allowedOrigins: options.allowedOrigins ?? [],
      retentionMonths: options.retentionMonths ?? 12,
    })
    .returning();
  const hashes = { sha256: version!.sha256, bannerSha256: banner === undefined ? null : bannerSha256(banner) };
  await t.db.insert(publicationVersions).values({ publicationId: publication!.id, number: 1, documentVersionId: version!.id, ...hashes });
  return { id: publication!.id, documentId: doc.body.id, ...hashes };
}

async function userIdOf(agent: ReturnType<typeof supertest.agent>): Promise<string> {
  return ((await agent.get("/api/auth/user")).body as { id: string }).id;
}
