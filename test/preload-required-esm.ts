// Loaded before each API test file (vitest.config.ts, setupFiles). Node 20 crashes a worker outright
// ("FATAL ERROR: v8::Module::IsGraphAsync must be used on an instantiated module") when require()
// reaches an ES module that an import() is still loading (nodejs/node#55782); it happened once in
// CI. Two CommonJS dependencies require ES modules: get-intrinsic (async-function's "module-sync"
// .mjs) and jsdom (html-encoding-sniffer -> @exodus/bytes). Requiring them here, synchronously and
// before any test runs, loads those modules completely once per worker, so no later import() or
// require() can meet one half-loaded. The API workers share one module graph (isolate: false), so
// after the first file this costs nothing.
import { createRequire } from "node:module";

const require = createRequire(import.meta.url);
for (const name of ["get-intrinsic", "jsdom"]) require(name);
