// A word-by-word difference (TTextDiff) as a reader sees it: added runs green and underlined in
// <ins>, removed runs red and struck through in <del>, each also named for screen readers (most
// don't announce <ins>/<del> by themselves). Long unchanged stretches are shortened around the
// changes so the changes are what one reads.
import type { TTextDiff } from "@shared/api/documents";
import { cn } from "@/lib/utils";
import { formatCount } from "@shared/format";

/** Unchanged text longer than this is cut down to its ends. */
const LONG_SAME = 480;
const CONTEXT = 160;

type Change = TTextDiff["changes"][number];

function shorten(value: string, position: "first" | "middle" | "last" | "only"): string {
  if (value.length <= LONG_SAME || position === "only") return value;
  const head = value.slice(0, CONTEXT);
  const tail = value.slice(-CONTEXT);
  if (position === "first") return `… ${tail}`;
  if (position === "last") return `${head} …`;
  return `${head} … ${tail}`;
}

export function DiffSummary({ diff }: { diff: Pick<TTextDiff, "added" | "removed"> }) {
  return (
    <p className="flex flex-wrap gap-x-3 gap-y-1 text-sm" data-testid="diff-summary">
      <span className="font-medium text-green-700">
        {formatCount(diff.added)} {diff.added === 1 ? "word" : "words"} added
      </span>
      <span className="font-medium text-red-700">
        {formatCount(diff.removed)} {diff.removed === 1 ? "word" : "words"} removed
      </span>
    </p>
  );
}

export function DiffView({
  diff,
  label,
  className,
}: {
  diff: TTextDiff;
  /** The region's accessible name, e.g. "Changes from version 1 to version 2". */
  label: string;
  className?: string;
}) {
  const changes: Change[] = diff.changes;
  const last = changes.length - 1;
  const unchanged = diff.added === 0 && diff.removed === 0;
  return (
    <div className={cn("space-y-3", className)}>
      <DiffSummary diff={diff} />
      {unchanged ? (
        <p className="text-sm text-muted-foreground">The two texts are the same.</p>
      ) : (
        <div
          role="region"
          aria-label={label}
          // Scrollable content must be reachable by keyboard.
          tabIndex={0}
          data-testid="diff"
          className="max-h-[32rem] overflow-y-auto rounded-lg border bg-white p-4 text-sm leading-7 [overflow-wrap:anywhere] whitespace-pre-wrap text-slate-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {changes.map((c, i) => {
            if (c.change === "added")
              return (
                <ins
                  key={i}
                  className="rounded-sm bg-green-100 text-green-900 underline decoration-green-700 decoration-2 underline-offset-2"
                >
                  <span className="sr-only">[added: </span>
                  {c.value}
                  <span className="sr-only">]</span>
                </ins>
              );
            if (c.change === "removed")
              return (
                <del
                  key={i}
                  className="rounded-sm bg-red-100 text-red-900 line-through decoration-red-700 decoration-2"
                >
                  <span className="sr-only">[removed: </span>
                  {c.value}
                  <span className="sr-only">]</span>
                </del>
              );
            const position =
              last === 0 ? "only" : i === 0 ? "first" : i === last ? "last" : "middle";
            return <span key={i}>{shorten(c.value, position)}</span>;
          })}
        </div>
      )}
      <p className="text-xs text-muted-foreground">
        Added text is <ins className="bg-green-100 text-green-900 underline">green and underlined</ins>
        ; removed text is <del className="bg-red-100 text-red-900 line-through">red and struck through</del>.
      </p>
    </div>
  );
}
