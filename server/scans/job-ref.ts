// The scan job's queue and data: what a starter needs to send one (./jobs.ts runs it).
import { z } from "zod";

/** `notify`: a monthly rescan, whose owner is e-mailed when its findings differ from the scan before. */
export const SCAN_JOB = { name: "scans.run", data: z.object({ scanId: z.uuid(), notify: z.boolean().optional() }) };
