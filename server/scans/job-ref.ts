// The scan job's queue and data: what a starter needs to send one (./jobs.ts runs it).
import { z } from "zod";

export const SCAN_JOB = { name: "scans.run", data: z.object({ scanId: z.uuid() }) };
