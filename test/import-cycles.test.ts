// No module reaches itself through its imports, type-only ones included. ESLint's
// import-x/no-cycle sees only imports that run; a cycle through `import type` still ties two
// modules together for a reader and for the compiler, so this walks every import TypeScript sees.
import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { expect, test } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");
const FOLDERS = ["server", "shared", "client/src"];

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

function resolve(from: string, specifier: string, files: Set<string>): string | undefined {
  let base: string;
  if (specifier.startsWith("@/")) base = path.join(ROOT, "client/src", specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(from), specifier);
  else return undefined;
  return [`${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx"), base].find((c) => files.has(c));
}

/** The strongly connected groups of more than one module (Tarjan's algorithm). */
function cycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  let next = 0;
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1) found.push(group);
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

test("no import cycle, type-only imports included, in server/, shared/ and client/src/", () => {
  const files = FOLDERS.flatMap((folder) => sources(path.join(ROOT, folder)));
  const known = new Set(files);
  const graph = new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, "utf8"), true, true);
      const targets = importedFiles.map((i) => resolve(file, i.fileName, known)).filter((t): t is string => t !== undefined);
      return [file, targets] as const;
    }),
  );
  expect(graph.size).toBeGreaterThan(300);
  expect(cycles(graph).map((group) => group.map((f) => path.relative(ROOT, f)).sort())).toEqual([]);
});

test("the check finds a planted cycle, through a type-only import", () => {
  const a = path.join(ROOT, "server/a.ts");
  const b = path.join(ROOT, "server/b.ts");
  const graph = new Map([
    [a, ts.preProcessFile(`import type { B } from "./b";`, true, true).importedFiles.map((i) => resolve(a, i.fileName, new Set([a, b]))!)],
    [b, ts.preProcessFile(`import { a } from "./a";`, true, true).importedFiles.map((i) => resolve(b, i.fileName, new Set([a, b]))!)],
  ]);
  expect(cycles(graph)).toHaveLength(1);
});
