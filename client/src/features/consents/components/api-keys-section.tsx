// Settings → Account → API keys: keys a founder's own server records terms acceptances with
// (Authorization: Bearer …). A new key is shown once, with a copy button; the list shows each
// key's first characters, when it was last used, and revokes it.
import { useQueryClient } from "@tanstack/react-query";
import { Copy, KeyRound, Trash2 } from "lucide-react";
import { useState, type FormEvent } from "react";
import type { TCreatedApiKey } from "@shared/api/consents";
import { formatDate } from "@shared/format";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api-client";
import { copyText } from "@/lib/clipboard";
import { API_KEYS_QUERY_KEY, createApiKey, revokeApiKey, useApiKeys } from "../api/records";

export function ApiKeysSection() {
  const queryClient = useQueryClient();
  const keys = useApiKeys();
  const [name, setName] = useState("");
  const [created, setCreated] = useState<TCreatedApiKey | null>(null);
  const [error, setError] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: API_KEYS_QUERY_KEY });

  const create = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      setCreated(await createApiKey(name.trim()));
      setName("");
      await refresh();
    } catch (err) {
      setError(getErrorMessage(err));
    }
  };

  const revoke = async (id: string) => {
    try {
      await revokeApiKey(id);
      await refresh();
      toast({ title: "API key revoked" });
    } catch (err) {
      toast({ title: "Could not revoke the key", description: getErrorMessage(err), variant: "destructive" });
    }
  };

  return (
    <section aria-labelledby="api-keys-title" className="rounded-xl border bg-card shadow-xs">
      <div className="space-y-4 p-5 sm:p-6">
        <div>
          <h2 id="api-keys-title" className="flex items-center gap-2 text-base font-semibold text-slate-900">
            <KeyRound className="h-4 w-4" aria-hidden /> API keys
          </h2>
          <p className="mt-0.5 text-sm text-muted-foreground">
            Your own server records that a customer accepted your terms with a key: POST /api/public/acceptances with Authorization: Bearer
            and the key. Keep it secret; we keep only its hash.
          </p>
        </div>
        <form onSubmit={create} className="flex gap-2">
          <Input value={name} onChange={(e) => setName(e.target.value)} placeholder="Key name, e.g. Production backend" maxLength={100} aria-label="Key name" />
          <Button type="submit" disabled={!name.trim()}>
            Create key
          </Button>
        </form>
        {error ? <p className="text-sm text-red-700">{error}</p> : null}
        {created ? (
          <div className="space-y-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm" role="status">
            <p className="font-medium">Copy “{created.name}” now: it is shown only once.</p>
            <div className="flex gap-2">
              <Input readOnly value={created.key} className="font-mono text-xs" aria-label="New API key" onFocus={(e) => e.currentTarget.select()} />
              <Button
                type="button"
                variant="outline"
                onClick={async () => toast({ title: (await copyText(created.key)) ? "Key copied" : "Copy it from the field: the browser refused" })}
              >
                <Copy className="h-4 w-4" aria-hidden /> Copy
              </Button>
              <Button type="button" variant="ghost" onClick={() => setCreated(null)}>
                Done
              </Button>
            </div>
          </div>
        ) : null}
        <ul className="divide-y text-sm">
          {(keys.data ?? []).map((k) => (
            <li key={k.id} className="flex items-center justify-between gap-2 py-2">
              <div>
                <p className="font-medium">{k.name}</p>
                <p className="text-xs text-muted-foreground">
                  <span className="font-mono">{k.prefix}…</span> · made {formatDate(k.createdAt, "short")} ·{" "}
                  {k.lastUsedAt ? `last used ${formatDate(k.lastUsedAt, "dateTime")}` : "never used"}
                  {k.revokedAt ? ` · revoked ${formatDate(k.revokedAt, "short")}` : ""}
                </p>
              </div>
              {k.revokedAt ? null : (
                <Button type="button" variant="outline" size="sm" onClick={() => void revoke(k.id)} aria-label={`Revoke ${k.name}`}>
                  <Trash2 className="h-4 w-4" aria-hidden /> Revoke
                </Button>
              )}
            </li>
          ))}
          {keys.data?.length === 0 ? <li className="py-2 text-muted-foreground">No API keys yet.</li> : null}
        </ul>
      </div>
    </section>
  );
}
