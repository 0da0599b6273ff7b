// The dashboard's notice: a published policy whose type has a newer template. The live page stays
// as published until the owner accepts the update in the viewer, which shows its diff.
import { RefreshCw } from "lucide-react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "wouter";
import type { TPublication } from "@shared/api/publications";
import { PUBLICATIONS_URL } from "../api/publications";

export function TemplateUpdateNotices() {
  // The app's query function reads the key's URL (lib/query-client.ts).
  const { data } = useQuery<TPublication[]>({ queryKey: [PUBLICATIONS_URL] });
  const due = (data ?? []).filter((p) => p.active && p.templateUpdate);
  if (due.length === 0) return null;
  return (
    <section aria-labelledby="template-updates-title" className="rounded-xl border border-amber-300 bg-amber-50 p-4">
      <h2 id="template-updates-title" className="flex items-center gap-2 text-sm font-semibold text-amber-950">
        <RefreshCw className="size-4" aria-hidden="true" />
        Updates for your published policies
      </h2>
      <ul className="mt-2 space-y-1 text-sm text-amber-950">
        {due.map((p) => (
          <li key={p.id}>
            <Link href={`/documents/${p.documentId}`} className="font-medium underline">
              {p.title}
            </Link>
            : a newer template{p.templateUpdate?.reason ? `, updated for ${p.templateUpdate.reason}` : ""}. Review what changes; your page at {p.url} stays as it is until you accept it.
          </li>
        ))}
      </ul>
    </section>
  );
}
