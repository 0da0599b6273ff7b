// The sentences of the activity log's background entries: a message that could not be delivered
// and a job that failed for good (server/mail/send-job.ts, server/jobs/runner.ts).
import { expect, test } from "vitest";
import { describeActivity } from "./activity-meta";

test("an undelivered e-mail names its recipients and the server's answer", () => {
  expect(
    describeActivity({
      action: "mail.failed",
      metadata: {
        kind: "admin.test",
        to: ["ana@client.test"],
        attempts: 1,
        error: "550 No such user here",
        permanent: true,
      },
    }),
  ).toBe("Sent an e-mail that couldn't be delivered to ana@client.test (550 No such user here)");
  expect(describeActivity({ action: "mail.failed", metadata: null })).toBe(
    "Sent an e-mail that couldn't be delivered",
  );
});

test("a failed job names its queue, its tries and its error", () => {
  expect(
    describeActivity({
      action: "job.failed",
      metadata: { queue: "cleanup.daily", attempts: 3, error: "connection lost" },
    }),
  ).toBe("Background job cleanup.daily failed after 3 tries: connection lost");
  expect(describeActivity({ action: "job.failed", metadata: {} })).toBe("Background job failed");
});

test("every action the server records reads as words, not as its code", () => {
  const cases: [string, Record<string, unknown> | null, string][] = [
    ["account.exported", null, "Exported account data"],
    ["user.updated", null, "Updated their account"],
    ["user.deleted", null, "Deleted their account"],
    ["document.renamed", { from: "A", to: "B" }, "Renamed a document"],
    ["document.finalized", { status: "final" }, "Finalized a document"],
    ["document.revised", { version: 3, reason: "restore", from: 1 }, "Restored version 1 of a document (version 3)"],
    ["document.revised", { version: 2, reason: "input" }, "Edited a document (version 2)"],
    ["document.revised", { version: 4, reason: "template" }, "Updated a document to its latest template (version 4)"],
    ["document.deleted", null, "Deleted a document"],
    ["business_profile.created", null, "Added a business profile"],
    ["business_profile.updated", null, "Updated a business profile"],
    ["business_profile.deleted", null, "Deleted a business profile"],
    ["signature.email_delivered", null, "Signature request e-mail delivered"],
    ["signature.email_failed", null, "Signature request e-mail could not be delivered"],
    ["quote.accepted_online", null, "Quote accepted online"],
  ];
  for (const [action, metadata, sentence] of cases) {
    expect(describeActivity({ action, metadata })).toBe(sentence);
  }
});
