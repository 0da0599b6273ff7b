// Waits for a compliance scan's job to finish it: the scan's own status is the event waited for,
// polled through the API (a bound against a hang, not a measure).
import type supertest from "supertest";
import type { TScan } from "../shared/api/scans";
import { waitFor } from "./security/fault-helpers";

export function scanFinished(agent: ReturnType<typeof supertest.agent>, id: string): Promise<TScan> {
  return waitFor(
    async () => {
      const res = await agent.get(`/api/scans/${id}`);
      if (res.status !== 200) throw new Error(`GET /api/scans/${id} answered ${res.status}`);
      const scan = res.body as TScan;
      return scan.status === "done" || scan.status === "failed" ? scan : undefined;
    },
    { what: `scan ${id} to finish`, timeoutMs: 150_000, intervalMs: 250 },
  );
}
