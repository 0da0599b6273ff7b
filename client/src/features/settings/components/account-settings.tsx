// Settings → Account: the user's name, a download of everything they keep here, and deleting the
// account behind a typed confirmation (their e-mail), after which they are on the landing page.
import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { Download, Save, Trash2 } from "lucide-react";
import type * as React from "react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useLocation } from "wouter";
import {
  CONFIRM_MISMATCH,
  CONFIRM_REQUIRED,
  confirmsEmail,
  type TAccountPatch,
  type TAccountPatchInput,
  ZAccountPatchSchema,
} from "@shared/api/account";
import type { TPublicUser } from "@shared/api/users";
import { fieldErrorsOf } from "@/lib/api-errors";
import { applyServerFieldErrors } from "@/components/form/form-errors";
import { Field } from "@/components/form/form-field";
import { FormAlert } from "@/components/form/form-alert";
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
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage, isApiError } from "@/lib/api-client";
import { AUTH_USER_QUERY_KEY, useAuth } from "@/lib/auth";
import { ACCOUNT_TOASTS, deleteAccount, useDownloadData, useUpdateName } from "../api/account";

function Card({ title, description, children, danger = false }: { title: string; description: string; children: React.ReactNode; danger?: boolean }) {
  const id = `${title.toLowerCase().replace(/\W+/g, "-")}-title`;
  return (
    <section
      aria-labelledby={id}
      className={danger ? "rounded-xl border border-red-200 bg-card shadow-xs" : "rounded-xl border bg-card shadow-xs"}
    >
      <div className="space-y-4 p-5 sm:p-6">
        <div>
          <h2 id={id} className="text-base font-semibold text-slate-900">
            {title}
          </h2>
          <p className="mt-0.5 text-sm text-muted-foreground">{description}</p>
        </div>
        {children}
      </div>
    </section>
  );
}

function NameForm({ user }: { user: TPublicUser }) {
  const form = useForm<TAccountPatchInput, unknown, TAccountPatch>({
    resolver: zodResolver(ZAccountPatchSchema),
    defaultValues: { firstName: user.firstName ?? "", lastName: user.lastName ?? "" },
  });
  const { errors } = form.formState;
  const update = useUpdateName({ onFieldErrors: (err) => applyServerFieldErrors(form.setError)(err.errors) });
  return (
    <form noValidate aria-label="Your name" onSubmit={form.handleSubmit((values) => update.mutate(values))} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field name="firstName" label="First name" error={errors.firstName?.message}>
          {(p) => <Input {...p} {...form.register("firstName")} autoComplete="given-name" />}
        </Field>
        <Field name="lastName" label="Last name" error={errors.lastName?.message}>
          {(p) => <Input {...p} {...form.register("lastName")} autoComplete="family-name" />}
        </Field>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" pending={update.isPending} icon={Save}>
          {update.isPending ? "Saving..." : "Save name"}
        </Button>
        <FormAlert message={errors.root?.server?.message} />
      </div>
    </form>
  );
}

function DeleteAccountDialog({ user, open, onOpenChange }: { user: TPublicUser; open: boolean; onOpenChange: (open: boolean) => void }) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [typed, setTyped] = useState("");
  const [error, setError] = useState<string>();
  const [problem, setProblem] = useState<string>();
  const [pending, setPending] = useState(false);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setProblem(undefined);
    // Checked here first, then by the server (which removes nothing on a mismatch).
    if (!typed.trim()) return setError(CONFIRM_REQUIRED);
    if (!confirmsEmail(typed, user.email)) return setError(CONFIRM_MISMATCH);
    setError(undefined);
    setPending(true);
    try {
      await deleteAccount(typed);
    } catch (err) {
      console.error(err);
      const field = fieldErrorsOf(err).find((f) => f.path === "confirm");
      if (field) setError(field.message);
      // 409: the platform's last admin; the server says what to do.
      const message = isApiError(err, 409) ? getErrorMessage(err) : field ? undefined : ACCOUNT_TOASTS.deleteFailed;
      setProblem(message);
      toast({ variant: "destructive", title: "Error", description: message ?? field?.message ?? ACCOUNT_TOASTS.deleteFailed });
      setPending(false);
      return;
    }
    toast(ACCOUNT_TOASTS.deleted);
    // Signed out now: to the landing page, with nothing of the account left in memory.
    navigate("/");
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== AUTH_USER_QUERY_KEY[0] });
    queryClient.setQueryData(AUTH_USER_QUERY_KEY, null);
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (pending) return;
        if (!next) {
          setTyped("");
          setError(undefined);
          setProblem(undefined);
        }
        onOpenChange(next);
      }}
    >
      <DialogContent>
        <form noValidate onSubmit={(e) => void submit(e)} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Delete your account?</DialogTitle>
            <DialogDescription>
              Your documents and their versions, share links, invoices, business profiles and logos are deleted
              for good, and you are signed out. This can&apos;t be undone.
            </DialogDescription>
          </DialogHeader>
          <Field
            name="confirm-email"
            label="Type your e-mail address to confirm"
            error={error}
            hint={<>Your e-mail address is {user.email}.</>}
          >
            {(p) => (
              <Input
                {...p}
                value={typed}
                onChange={(e) => setTyped(e.target.value)}
                autoComplete="off"
                spellCheck={false}
                inputMode="email"
              />
            )}
          </Field>
          <FormAlert message={problem} />
          <DialogFooter>
            <Button type="button" variant="outline" disabled={pending} onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" pending={pending} icon={Trash2}>
              {pending ? "Deleting..." : "Delete my account"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

export function AccountSettings() {
  const { user } = useAuth();
  const download = useDownloadData();
  const [deleting, setDeleting] = useState(false);
  if (!user) return null;
  return (
    <>
      <Card title="Your name" description={`How FounderDocs greets you. You sign in as ${user.email}.`}>
        <NameForm user={user} />
      </Card>

      <Card
        title="Download my data"
        description="A ZIP of every document you have made (HTML, Markdown and PDF), your business profiles and logos, your invoices, and your account details."
      >
        <Button type="button" variant="outline" pending={download.isPending} icon={Download} onClick={() => download.mutate()}>
          {download.isPending ? "Preparing your data..." : "Download my data"}
        </Button>
      </Card>

      <Card
        danger
        title="Delete my account"
        description="Deletes your account and everything in it, and signs you out. Payments you made stay on our records, no longer linked to you."
      >
        <Button type="button" variant="destructive" onClick={() => setDeleting(true)}>
          <Trash2 aria-hidden="true" />
          Delete my account
        </Button>
      </Card>
      <DeleteAccountDialog user={user} open={deleting} onOpenChange={setDeleting} />
    </>
  );
}
