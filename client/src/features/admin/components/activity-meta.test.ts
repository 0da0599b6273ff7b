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
