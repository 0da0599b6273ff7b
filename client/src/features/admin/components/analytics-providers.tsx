// Analytics provider configuration (spec section 2): summary, the providers with an on/off switch
// and a delete button, the Add Provider dialog, and what is really live on the site.
import { BarChart3, CheckCircle2, CircleDashed, Clock, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import type { TAnalyticsProviderEntry } from "@shared/api/admin";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Switch } from "@/components/ui/switch";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { toast } from "@/components/ui/use-toast";
import {
  useAnalyticsProviders,
  useDeleteAnalyticsProvider,
  useUpdateAnalyticsProvider,
} from "../api/analytics-providers";
import { AddProviderDialog } from "./add-provider-dialog";
import { AdminPageHeader } from "./admin-layout";
import { LoadStates } from "./load-states";
import { providerLabel } from "./provider-catalogue";
import { StatCard } from "./stat-card";
import { formatDate } from "@shared/format";

const isOn = (providers: TAnalyticsProviderEntry[] | undefined, type: string) =>
  !!providers?.some((p) => p.provider === type && p.isActive);

function ImplementationStatus({ anyActive }: { anyActive: boolean }) {
  // The tag loader runs on the landing page and the dashboard whenever a provider is active.
  const rows = [
    { label: "Landing page tracking", state: anyActive ? "active" : "inactive" },
    { label: "Dashboard tracking", state: anyActive ? "active" : "inactive" },
    { label: "Custom events", state: "pending" },
  ] as const;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Implementation Status</CardTitle>
        <CardDescription>
          Where the active providers&apos; tags load. The admin panel is never tracked.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y" aria-label="Implementation status">
          {rows.map(({ label, state }) => (
            <li key={label} className="flex items-center justify-between py-3 first:pt-0 last:pb-0">
              <span className="flex items-center gap-2 text-sm text-slate-700">
                {state === "active" ? (
                  <CheckCircle2 className="size-4 text-emerald-600" aria-hidden="true" />
                ) : state === "pending" ? (
                  <Clock className="size-4 text-amber-500" aria-hidden="true" />
                ) : (
                  <CircleDashed className="size-4 text-slate-400" aria-hidden="true" />
                )}
                {label}
              </span>
              <Badge
                variant={
                  state === "active" ? "default" : state === "pending" ? "secondary" : "outline"
                }
              >
                {state === "active" ? "Active" : state === "pending" ? "Pending" : "Inactive"}
              </Badge>
            </li>
          ))}
        </ul>
        {!anyActive && (
          <p className="mt-4 text-xs text-muted-foreground">
            Turn on a provider to start tracking the site.
          </p>
        )}
      </CardContent>
    </Card>
  );
}

function NoProvidersYet({ onAdd }: { onAdd: () => void }) {
  return (
    <div className="flex flex-col items-center px-6 pb-12 pt-4 text-center">
      <span
        className="flex size-12 items-center justify-center rounded-full bg-blue-50 text-primary"
        aria-hidden="true"
      >
        <BarChart3 className="size-6" />
      </span>
      <p className="mt-4 text-base font-semibold text-slate-900">
        No analytics providers yet
      </p>
      <p className="mt-1 max-w-sm text-sm text-muted-foreground">
        Add Google Analytics, Microsoft Clarity, a Facebook Pixel, Hotjar or your own
        script.
      </p>
      <Button className="mt-6" onClick={onAdd}>
        Add Your First Provider
      </Button>
    </div>
  );
}

/** One provider: its name, tracking ID, status and date added, its switch and Delete. */
function ProviderRow({
  provider: p,
  toggling,
  onToggle,
  onRemove,
}: {
  provider: TAnalyticsProviderEntry;
  toggling: boolean;
  onToggle: (checked: boolean) => void;
  onRemove: () => void;
}) {
  const label = providerLabel(p.provider);
  return (
    <TableRow data-testid="provider-row">
      <TableCell className="pl-6 font-medium text-slate-900">{label}</TableCell>
      <TableCell
        className="max-w-56 truncate font-mono text-xs"
        title={p.trackingId}
      >
        {p.trackingId}
      </TableCell>
      <TableCell>
        <Badge variant={p.isActive ? "default" : "outline"}>
          {p.isActive ? "Active" : "Inactive"}
        </Badge>
      </TableCell>
      <TableCell className="whitespace-nowrap text-muted-foreground">
        {formatDate(p.createdAt, "short")}
      </TableCell>
      <TableCell className="pr-6">
        <div className="flex items-center justify-end gap-3">
          <Switch
            checked={p.isActive}
            disabled={toggling}
            onCheckedChange={onToggle}
            aria-label={`${label} active`}
          />
          <Button
            variant="ghost"
            size="icon"
            className="size-8 text-muted-foreground hover:text-destructive"
            aria-label={`Delete ${label} ${p.trackingId}`}
            onClick={onRemove}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </TableCell>
    </TableRow>
  );
}

/** Asks before a provider is removed: it stops loading on the site's next page load. */
function RemoveProviderDialog({
  removing,
  isPending,
  onCancel,
  onConfirm,
}: {
  removing: TAnalyticsProviderEntry | null;
  isPending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog
      open={!!removing}
      onOpenChange={(open) => !open && !isPending && onCancel()}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            Remove {removing ? providerLabel(removing.provider) : "provider"}?
          </DialogTitle>
          <DialogDescription>
            {removing?.trackingId} stops loading on the site on its next page load. You can add it
            again later.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onCancel} disabled={isPending}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={onConfirm} disabled={isPending}>
            {isPending ? "Removing..." : "Remove"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

export function AnalyticsProviders() {
  const providers = useAnalyticsProviders();
  const update = useUpdateAnalyticsProvider();
  const remove = useDeleteAnalyticsProvider();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<TAnalyticsProviderEntry | null>(null);
  const list = providers.data;
  const activeCount = list?.filter((p) => p.isActive).length ?? 0;

  const toggle = (p: TAnalyticsProviderEntry, isActive: boolean) =>
    update.mutate(
      { id: p.id, isActive },
      {
        onSuccess: () => toast({ title: "Provider status updated" }),
        onError: () =>
          toast({
            variant: "destructive",
            title: "Error",
            description: "Failed to update provider status",
          }),
      },
    );

  const confirmRemove = () =>
    removing &&
    remove.mutate(
      { id: removing.id },
      {
        onSuccess: () => toast({ title: "Analytics provider removed" }),
        onError: () =>
          toast({
            variant: "destructive",
            title: "Error",
            description: "Failed to remove provider",
          }),
        onSettled: () => setRemoving(null),
      },
    );

  const statusValue = (type: string) => (isOn(list, type) ? "Active" : "Inactive");

  return (
    <>
      <AdminPageHeader title="Analytics" description="The tracking tools that load on the site.">
        <Button onClick={() => setAdding(true)}>
          <Plus aria-hidden="true" />
          Add Provider
        </Button>
      </AdminPageHeader>

      <section aria-label="Summary" className="grid gap-4 sm:grid-cols-3">
        <StatCard
          id="active-providers"
          label="Active Providers"
          icon={BarChart3}
          tint="bg-blue-50 text-blue-600"
          isLoading={providers.isLoading}
          value={`${activeCount} / ${list?.length ?? 0}`}
          hint="Active out of configured"
        />
        <StatCard
          id="google-analytics"
          label="Google Analytics"
          icon={CheckCircle2}
          tint="bg-amber-50 text-amber-600"
          isLoading={providers.isLoading}
          value={statusValue("google_analytics")}
        />
        <StatCard
          id="microsoft-clarity"
          label="Microsoft Clarity"
          icon={CheckCircle2}
          tint="bg-sky-50 text-sky-600"
          isLoading={providers.isLoading}
          value={statusValue("microsoft_clarity")}
        />
      </section>

      <div className="mt-6 grid items-start gap-6 xl:grid-cols-3">
        <Card className="overflow-hidden xl:col-span-2">
          <CardHeader>
            <CardTitle as="h2">Providers</CardTitle>
            <CardDescription>Changes apply to the site on its next page load.</CardDescription>
          </CardHeader>
          <LoadStates
            read={providers}
            what="the providers"
            loadingLabel="Loading providers"
            rows={2}
            className="px-6 pb-6"
            data={list}
            empty={<NoProvidersYet onAdd={() => setAdding(true)} />}
          >
            {(list) => (
              <Table>
                <TableHeader>
                  <TableRow>
                    <TableHead className="pl-6">Provider</TableHead>
                    <TableHead>Tracking ID</TableHead>
                    <TableHead>Status</TableHead>
                    <TableHead>Added</TableHead>
                    <TableHead className="pr-6 text-right">Actions</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {list.map((p) => (
                    <ProviderRow
                      key={p.id}
                      provider={p}
                      toggling={update.isPending && update.variables?.id === p.id}
                      onToggle={(checked) => toggle(p, checked)}
                      onRemove={() => setRemoving(p)}
                    />
                  ))}
                </TableBody>
              </Table>
            )}
          </LoadStates>
        </Card>
        <ImplementationStatus anyActive={activeCount > 0} />
      </div>

      <AddProviderDialog open={adding} onOpenChange={setAdding} />

      <RemoveProviderDialog
        removing={removing}
        isPending={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={confirmRemove}
      />
    </>
  );
}
