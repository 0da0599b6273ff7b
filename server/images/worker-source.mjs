// The image pool's worker when the server runs from its TypeScript source (npm run dev, the
// tests): tsx compiles ./worker.ts in this thread too. The production build runs the bundled
// dist/server/image-worker.js instead (package.json "build").
import { tsImport } from "tsx/esm/api";

const worker = await tsImport("./worker.ts", import.meta.url);
export default worker.default;
