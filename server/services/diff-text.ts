// A readable difference between two versions' texts: their Markdown compared word by word (the
// `diff` package), so a reader sees which words a change removed and which it added.
import { diffWordsWithSpace } from "diff";
import type { TTextDiff } from "../../shared/api/documents";

/** A diff may hold the event loop this long at most; past it the texts are shown as replaced. */
const DIFF_TIMEOUT_MS = 300;

export function diffText(before: string, after: string): TTextDiff {
  const parts = diffWordsWithSpace(before, after, { timeout: DIFF_TIMEOUT_MS }) ?? [
    { value: before, removed: true, added: false, count: 1 },
    { value: after, added: true, removed: false, count: 1 },
  ];
  const changes = parts.map((part) => ({
    value: part.value,
    change: part.added ? ("added" as const) : part.removed ? ("removed" as const) : ("same" as const),
  }));
  const words = (change: "added" | "removed") =>
    changes.filter((c) => c.change === change).reduce((n, c) => n + c.value.split(/\s+/).filter(Boolean).length, 0);
  return { added: words("added"), removed: words("removed"), changes };
}
