// npm run golden:update: rewrites the golden documents (./golden.ts) that are missing or whose
// template version was bumped. A golden whose text changed while its template kept its version is
// left as it is and named: bump that type's `templateVersion` first.
import { relative } from "node:path";
import { allGoldens, updateGoldens } from "./golden";

const { written, refused } = updateGoldens(allGoldens());
const show = (p: string) => relative(process.cwd(), p);
for (const p of written) console.log(`wrote ${show(p)}`);
for (const p of refused)
  console.error(`refused ${show(p)}: its text changed but its template version did not; bump templateVersion in the type's index.ts`);
if (!written.length && !refused.length) console.log("Every golden document is current.");
process.exitCode = refused.length ? 1 : 0;
