// Settings → Business: the user's business profiles (the default marked, each with its logo),
// and the way to add, change, delete or make one the default.
import { Building2, Pencil, Plus, Star, Trash2 } from "lucide-react";
import { useState } from "react";
import type { TBusinessProfile } from "@shared/api/business-profiles";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Skeleton } from "@/components/ui/skeleton";
import { useBusinessProfiles, useDeleteProfile, useMakeDefault } from "../api/business-profiles";
import { BusinessProfileForm } from "./business-profile-form";
import { NumberingSettings } from "./numbering-settings";

type Editing = { kind: "new" } | { kind: "edit"; profile: TBusinessProfile } | null;

function initialsOf(name: string): string {
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((w) => w[0]!.toUpperCase())
      .join("") || "?"
  );
}

function ProfileThumbnail({ profile }: { profile: TBusinessProfile }) {
  if (profile.logoUrl) {
    return (
      <span className="flex h-14 w-24 shrink-0 items-center justify-center overflow-hidden rounded-lg border bg-white p-1.5">
        <img src={profile.logoUrl} alt={`${profile.name} logo`} className="max-h-full max-w-full object-contain" />
      </span>
    );
  }
  return (
    <span
      aria-hidden="true"
      className="flex h-14 w-24 shrink-0 items-center justify-center rounded-lg text-lg font-semibold text-white"
      style={{ backgroundColor: profile.primaryColor }}
    >
      {initialsOf(profile.tradingName || profile.name)}
    </span>
  );
}

function ProfileCard({
  profile,
  onEdit,
  onDelete,
}: {
  profile: TBusinessProfile;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const makeDefault = useMakeDefault();
  return (
    <li
      className="flex flex-col gap-4 rounded-xl border bg-card p-4 shadow-xs sm:flex-row sm:items-center sm:p-5"
      aria-label={profile.name}
      data-testid="business-profile"
    >
      <ProfileThumbnail profile={profile} />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="truncate text-base font-semibold text-slate-950">{profile.name}</h3>
          {profile.isDefault && <Badge>Default</Badge>}
        </div>
        {profile.tradingName && <p className="text-sm text-slate-600">Trading as {profile.tradingName}</p>}
        {profile.address && <p className="truncate text-sm text-muted-foreground">{profile.address.split("\n").join(", ")}</p>}
        {profile.email && <p className="truncate text-sm text-muted-foreground">{profile.email}</p>}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${profile.name}`}>
          <Pencil aria-hidden="true" />
          Edit
        </Button>
        {!profile.isDefault && (
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={makeDefault.isPending}
            onClick={() => makeDefault.mutate(profile)}
            aria-label={`Make default ${profile.name}`}
          >
            <Star aria-hidden="true" />
            Make default
          </Button>
        )}
        <Button
          type="button"
          variant="outline"
          size="sm"
          onClick={onDelete}
          aria-label={`Delete ${profile.name}`}
          className="text-destructive hover:text-destructive"
        >
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </div>
    </li>
  );
}

function DeleteProfileDialog({ profile, onClose }: { profile: TBusinessProfile | null; onClose: () => void }) {
  const remove = useDeleteProfile();
  return (
    <Dialog
      open={!!profile}
      onOpenChange={(open) => {
        if (!open && !remove.isPending) onClose();
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete this business?</DialogTitle>
          <DialogDescription>
            {profile
              ? `${profile.name} and its logo will be deleted. Documents already made with it keep its details.`
              : ""}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button
            variant="destructive"
            disabled={remove.isPending}
            onClick={() => profile && remove.mutate(profile, { onSuccess: onClose })}
          >
            {remove.isPending ? "Deleting..." : "Delete business"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

export function BusinessSettings() {
  const { data: profiles, isPending, isError } = useBusinessProfiles();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<TBusinessProfile | null>(null);

  if (editing) {
    return (
      <section aria-labelledby="profile-form-title" className="space-y-4">
        <h2 id="profile-form-title" className="text-lg font-semibold text-slate-950">
          {editing.kind === "new" ? "New business profile" : `Edit ${editing.profile.name}`}
        </h2>
        <BusinessProfileForm
          key={editing.kind === "new" ? "new" : editing.profile.id}
          {...(editing.kind === "edit" ? { profile: editing.profile } : {})}
          isOnlyProfile={(profiles?.length ?? 0) === 0}
          onDone={() => setEditing(null)}
          onCancel={() => setEditing(null)}
        />
        {editing.kind === "edit" && <NumberingSettings profileId={editing.profile.id} />}
      </section>
    );
  }

  return (
    <section aria-labelledby="profiles-title" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="profiles-title" className="text-lg font-semibold text-slate-950">
            Business profiles
          </h2>
          <p className="text-sm text-muted-foreground">
            Who your documents are issued by. New documents start with the default one.
          </p>
        </div>
        {profiles && profiles.length > 0 && (
          <Button type="button" onClick={() => setEditing({ kind: "new" })}>
            <Plus aria-hidden="true" />
            Add a business
          </Button>
        )}
      </div>

      {isPending ? (
        <div className="space-y-3" aria-busy="true" aria-label="Loading your businesses">
          <Skeleton className="h-24 w-full" />
          <Skeleton className="h-24 w-full" />
        </div>
      ) : isError ? (
        <p role="alert" className="rounded-xl border bg-card p-5 text-sm text-destructive">
          Your business profiles could not be loaded. Please reload the page.
        </p>
      ) : profiles.length === 0 ? (
        <div className="flex flex-col items-center rounded-xl border-2 border-dashed border-slate-200 bg-white/60 px-6 py-12 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-blue-50 text-primary" aria-hidden="true">
            <Building2 className="size-6" />
          </span>
          <p className="mt-4 text-base font-medium text-slate-900">No business profiles yet</p>
          <p className="mt-1 max-w-sm text-sm text-muted-foreground">
            Add your business once: its name, address, logo and bank details then fill every document you make.
          </p>
          <Button type="button" className="mt-5" onClick={() => setEditing({ kind: "new" })}>
            <Plus aria-hidden="true" />
            Add your business
          </Button>
        </div>
      ) : (
        <ul className="space-y-3" aria-label="Your businesses">
          {profiles.map((profile) => (
            <ProfileCard
              key={profile.id}
              profile={profile}
              onEdit={() => setEditing({ kind: "edit", profile })}
              onDelete={() => setDeleting(profile)}
            />
          ))}
        </ul>
      )}
      <DeleteProfileDialog profile={deleting} onClose={() => setDeleting(null)} />
    </section>
  );
}
