// Restoring a version whose business profile has since been deleted: the restore keeps
// the version's frozen text and links the profile only if it still exists and is the user's, else
// clears the link. Before, it wrote the deleted profile's id and answered 500 (a foreign-key
// violation on documents.business_profile_id).
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, test } from "vitest";
import { documents } from "../../shared/schema";
import { startTestApp, type TestApp } from "../api-harness";
import { termsBody } from "../fixtures";
import { report } from "./http-helpers";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t?.close());

const linkOf = async (id: string) => (await t.db.select({ p: documents.businessProfileId }).from(documents).where(eq(documents.id, id)))[0]!.p;

test("a version issued by a deleted profile restores with its text, unlinked; one whose profile exists relinks it", async () => {
  const agent = await t.signIn("restore@orphan.test");
  const profile = (await agent.post("/api/business-profiles").send({ name: "Gone Ltd", country: "GB" })).body as { id: string };
  const kept = (await agent.post("/api/business-profiles").send({ name: "Kept Ltd", country: "GB" })).body as { id: string };
  const doc = (await agent.post("/api/generate/terms").send({ ...termsBody, businessProfileId: profile.id })).body as { id: string; content: string };
  expect(await linkOf(doc.id)).toBe(profile.id);
  // Version 2 is issued by another profile; version 3 by none.
  expect((await agent.put(`/api/documents/${doc.id}/input`).send({ ...termsBody, businessProfileId: kept.id })).status).toBe(200);
  expect((await agent.put(`/api/documents/${doc.id}/input`).send({ ...termsBody, businessProfileId: null })).status).toBe(200);
  expect((await agent.delete(`/api/business-profiles/${profile.id}`)).status).toBe(204);

  const restored = await agent.post(`/api/documents/${doc.id}/versions/1/restore`);
  report("restore", `version 1 of a document whose profile was deleted: ${restored.status}, link ${(await linkOf(doc.id)) ?? "cleared"}`);
  expect(restored.status, restored.text).toBe(200);
  expect(restored.body).toMatchObject({ version: 4, content: doc.content });
  expect(await linkOf(doc.id)).toBeNull();

  const again = await agent.post(`/api/documents/${doc.id}/versions/2/restore`);
  expect(again.status).toBe(200);
  expect(await linkOf(doc.id)).toBe(kept.id);
});
