// The client book (/clients): the user's clients, searched by name, e-mail or contact,
// each with what it owes per currency; add, edit and delete. Deleting a client keeps its
// documents, which hold their own copy of its details.
import { useQueryClient } from "@tanstack/react-query";
import { AlertCircle, Plus, Search, Users } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { countryName } from "@shared/business/countries";
import type { TClientInput } from "@shared/clients/schema";
import type { TClientWithBalance } from "@shared/clients/types";
import { AppHeader, type HeaderUser } from "@/components/layout/app-header";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api-client";
import { CLIENTS_QUERY_KEY, createClient, deleteClient, formatBalances, updateClient, useClients } from "../api/clients";
import { ClientForm } from "./client-form";

/** How long typing pauses before the search runs. */
export const CLIENT_SEARCH_DEBOUNCE_MS = 300;

function useDebounced(value: string, ms: number) {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

type Editing = { client: TClientWithBalance | null } | null;

export function ClientsBook({ user }: { user: HeaderUser | null }) {
  const queryClient = useQueryClient();
  const searchId = useId();
  const [search, setSearch] = useState("");
  const q = useDebounced(search, CLIENT_SEARCH_DEBOUNCE_MS);
  const { data: clients, isPending, isError, error } = useClients(q);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<TClientWithBalance | null>(null);
  const [busy, setBusy] = useState(false);

  const refresh = () => queryClient.invalidateQueries({ queryKey: CLIENTS_QUERY_KEY });

  const save = async (input: TClientInput) => {
    const client = editing?.client;
    const saved = client ? await updateClient(client.id, input) : await createClient(input);
    await refresh();
    setEditing(null);
    toast({ title: client ? "Client saved" : "Client added", description: `${saved.name} is in your clients.` });
  };

  const remove = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      await deleteClient(deleting.id);
      await refresh();
      toast({ title: "Client deleted", description: `${deleting.name} was deleted. Their documents keep their details.` });
      setDeleting(null);
    } catch (err) {
      toast({ title: "Client not deleted", description: getErrorMessage(err, "Failed to delete the client. Please try again."), variant: "destructive" });
    } finally {
      setBusy(false);
    }
  };

  let body: React.ReactNode;
  if (isError) {
    body = (
      <p role="alert" className="flex items-center gap-2 text-sm text-destructive">
        <AlertCircle className="size-4" aria-hidden="true" />
        {getErrorMessage(error, "Your clients could not be loaded. Please try again.")}
      </p>
    );
  } else if (isPending) {
    body = <p className="text-sm text-muted-foreground">Loading your clients…</p>;
  } else if (clients.length === 0) {
    body = (
      <Card>
        <CardContent className="flex flex-col items-center gap-3 py-10 text-center">
          <Users className="size-8 text-muted-foreground" aria-hidden="true" />
          <p className="text-sm text-slate-700">{q ? `No clients match "${q}".` : "No clients yet. Add one, or save one from the invoice form."}</p>
        </CardContent>
      </Card>
    );
  } else {
    body = (
      <ul className="divide-y rounded-lg border bg-white" aria-label="Clients">
        {clients.map((client) => (
          <li key={client.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between" data-testid="client-row">
            <div className="min-w-0 space-y-0.5">
              <p className="truncate font-medium text-slate-900">{client.name}</p>
              <p className="truncate text-sm text-muted-foreground">
                {[client.contactName, client.email, client.country ? countryName(client.country) : null].filter(Boolean).join(" · ") || "No contact details"}
              </p>
            </div>
            <div className="flex flex-wrap items-center gap-3 sm:justify-end">
              <p className="text-sm" data-testid="client-outstanding">
                <span className="text-muted-foreground">Outstanding: </span>
                <span className="font-medium text-slate-900">{formatBalances(client.outstanding)}</span>
              </p>
              <Button type="button" size="sm" variant="outline" onClick={() => setEditing({ client })} aria-label={`Edit ${client.name}`}>
                Edit
              </Button>
              <Button type="button" size="sm" variant="outline" onClick={() => setDeleting(client)} aria-label={`Delete ${client.name}`}>
                Delete
              </Button>
            </div>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="min-h-screen bg-slate-50">
      <AppHeader user={user} />
      <main id="main" className="container space-y-6 py-8 sm:py-10">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="text-2xl font-bold text-slate-900">Clients</h1>
            <p className="text-sm text-muted-foreground">Who you invoice, and what each one owes you.</p>
          </div>
          <Button type="button" onClick={() => setEditing({ client: null })}>
            <Plus className="size-4" aria-hidden="true" />
            Add client
          </Button>
        </div>
        <div className="max-w-sm space-y-2">
          <Label htmlFor={searchId}>Search clients</Label>
          <div className="relative">
            <Search className="absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
            <Input
              id={searchId}
              type="search"
              className="pl-9"
              value={search}
              maxLength={100}
              onChange={(e) => setSearch(e.target.value)}
              placeholder="Name, e-mail or contact"
            />
          </div>
        </div>
        {body}
        <p className="text-xs text-muted-foreground">
          Outstanding is the total of a client's issued invoices less its credit notes, per currency.
        </p>
      </main>

      <Dialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)}>
        <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-xl">
          <DialogHeader>
            <DialogTitle>{editing?.client ? `Edit ${editing.client.name}` : "Add a client"}</DialogTitle>
            <DialogDescription>Their details fill your invoices and quotes.</DialogDescription>
          </DialogHeader>
          {editing && <ClientForm client={editing.client} onSave={save} onCancel={() => setEditing(null)} />}
        </DialogContent>
      </Dialog>

      <Dialog open={deleting !== null} onOpenChange={(open) => !open && setDeleting(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Delete {deleting?.name}?</DialogTitle>
            <DialogDescription>The client leaves your clients. Their documents stay, with the client's details as they were written.</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => setDeleting(null)}>
              Cancel
            </Button>
            <Button type="button" variant="destructive" onClick={() => void remove()} disabled={busy}>
              {busy ? "Deleting…" : "Delete client"}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </div>
  );
}
