// 'Add Provider' (spec sections 2 and 5): a provider type and a tracking ID whose placeholder and
// hint follow the type. Both are required here; the ID's format is the server's to judge, and
// what it says about the field shows under it.
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { toast } from "@/components/ui/use-toast";
import { fieldErrorsOf } from "@/lib/api-errors";
import {
  PROVIDER_TYPES,
  useCreateAnalyticsProvider,
  type ProviderType,
} from "../api/analytics-providers";
import { PROVIDER_INFO } from "./provider-catalogue";

export function AddProviderDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [provider, setProvider] = useState<ProviderType | "">("");
  const [trackingId, setTrackingId] = useState("");
  const [problem, setProblem] = useState<string>();
  /** Said under the type when Add Provider is pressed without one (the toast alone doesn't say which field). */
  const [typeMissing, setTypeMissing] = useState(false);
  const create = useCreateAnalyticsProvider();
  const info = provider ? PROVIDER_INFO[provider] : undefined;

  const close = (next: boolean) => {
    if (create.isPending) return;
    if (!next) {
      setProvider("");
      setTrackingId("");
      setProblem(undefined);
      setTypeMissing(false);
    }
    onOpenChange(next);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!provider || !trackingId.trim()) {
      setTypeMissing(!provider);
      if (provider) setProblem(`Enter the ${provider === "custom" ? "script URL" : "tracking ID"}.`);
      toast({
        variant: "destructive",
        title: "Validation Error",
        description: "Please fill in all required fields",
      });
      return;
    }
    setProblem(undefined);
    create.mutate(
      { provider, trackingId: trackingId.trim() },
      {
        onSuccess: () => {
          toast({ title: "Analytics provider added successfully" });
          close(false);
        },
        onError: (err) => {
          setProblem(fieldErrorsOf(err).find((f) => f.path === "trackingId")?.message);
          toast({
            variant: "destructive",
            title: "Error",
            description: "Failed to add analytics provider",
          });
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Add Analytics Provider</DialogTitle>
            <DialogDescription>
              Its tag loads on the landing page and the dashboard, never in the admin panel.
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor="provider-type">Provider Type</Label>
            <Select
              value={provider}
              onValueChange={(v) => {
                setProvider(v as ProviderType);
                setProblem(undefined);
                setTypeMissing(false);
              }}
            >
              <SelectTrigger
                id="provider-type"
                aria-required="true"
                aria-invalid={typeMissing || undefined}
                aria-describedby={typeMissing ? "provider-type-problem" : undefined}
              >
                <SelectValue placeholder="Select a provider" />
              </SelectTrigger>
              <SelectContent>
                {PROVIDER_TYPES.map((p) => (
                  <SelectItem key={p} value={p}>
                    {PROVIDER_INFO[p].label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            {typeMissing && (
              <p id="provider-type-problem" className="text-sm text-destructive">
                Choose a provider type: it decides which tag is loaded and what its ID looks like.
              </p>
            )}
          </div>
          <div className="grid gap-2">
            <Label htmlFor="tracking-id">
              {provider === "custom" ? "Script URL" : "Tracking ID"}
            </Label>
            <Input
              id="tracking-id"
              value={trackingId}
              onChange={(e) => {
                setTrackingId(e.target.value);
                setProblem(undefined);
              }}
              placeholder={info?.placeholder ?? "Select a provider first"}
              aria-required="true"
              aria-invalid={problem ? true : undefined}
              aria-describedby="tracking-id-hint"
              autoComplete="off"
              spellCheck={false}
            />
            <p
              id="tracking-id-hint"
              className={problem ? "text-sm text-destructive" : "text-sm text-muted-foreground"}
            >
              {problem ?? info?.description ?? "Choose a provider to see what its ID looks like."}
            </p>
          </div>
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              onClick={() => close(false)}
              disabled={create.isPending}
            >
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending ? "Adding..." : "Add Provider"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
