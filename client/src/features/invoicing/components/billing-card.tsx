// An invoice's billing in the viewer: where it stands (its stage: Paid, Partially paid, Overdue...), the
// total, what was paid and the balance due; Record payment (a dialog), the payments with a receipt
// or Create receipt each and Delete (confirmed when it voids the payment's receipt); Remind; Void
// (a reason, confirmed).
import { zodResolver } from "@hookform/resolvers/zod";
import { Ban, Plus, Receipt, Trash2 } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link } from "wouter";
import type { TDocument } from "@shared/api/documents";
import {
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  ZPaymentFormSchema,
  type TPayment,
  type TPaymentFormValues,
  type TPaymentRequest,
} from "@shared/invoicing/payments";
import { formatMoney } from "@shared/money";
import { fieldErrorsOf } from "@/lib/api-errors";
import { applyServerFieldErrors } from "@/components/form/form-errors";
import { Field, SelectField } from "@/components/form/form-field";
import { RemindButton } from "./remind-button";
import { Button } from "@/components/ui/button";
import { StageBadge } from "@/components/ui/stage-badge";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/use-toast";
import { getErrorMessage } from "@/lib/api-client";
import { useCreateReceipt, useDeletePayment, usePayments, useRecordPayment, useVoidInvoice } from "../api/invoicing";
import { formatDate } from "@shared/format";
import { isRemindable } from "@shared/invoicing/status";

const today = () => {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
};

const METHOD_OPTIONS = PAYMENT_METHODS.map((m) => ({ value: m, label: PAYMENT_METHOD_LABELS[m] }));

/** POST …/payments: amount in the invoice's currency, date, method, reference; the server's messages land on their fields. */
export function RecordPaymentDialog({ documentId, currency, balanceDue }: { documentId: string; currency: string; balanceDue: number }) {
  const [open, setOpen] = useState(false);
  const record = useRecordPayment(documentId);
  const [failure, setFailure] = useState<string | null>(null);
  const defaults = (): TPaymentFormValues => ({ amount: (balanceDue / 100).toFixed(2), date: today(), method: "bank_transfer", reference: "" });
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<TPaymentFormValues, unknown, TPaymentRequest>({ resolver: zodResolver(ZPaymentFormSchema), defaultValues: defaults() });

  const onOpenChange = (next: boolean) => {
    if (next) {
      reset(defaults());
      setFailure(null);
    }
    setOpen(next);
  };

  const submit = handleSubmit(async (payment) => {
    setFailure(null);
    try {
      await record.mutateAsync(payment);
      setOpen(false);
      toast({ title: "Payment recorded", description: `${formatMoney(payment.amount, currency)} on ${formatDate(payment.date)}.` });
    } catch (err) {
      const fieldErrors = fieldErrorsOf(err);
      if (fieldErrors.length) applyServerFieldErrors(setError)(fieldErrors);
      else setFailure(getErrorMessage(err, "Failed to record the payment. Please try again."));
    }
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button type="button" size="sm" disabled={balanceDue <= 0}>
          <Plus aria-hidden="true" />
          Record payment
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Record a payment</DialogTitle>
          <DialogDescription>
            Balance due: {formatMoney(balanceDue, currency)}. A payment can't be more than the balance.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4" aria-label="Payment">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field name="amount" label={`Amount (${currency})`} error={errors.amount?.message}>
              {(p) => <Input {...p} {...register("amount")} inputMode="decimal" autoComplete="off" />}
            </Field>
            <Field name="date" label="Date paid" error={errors.date?.message}>
              {(p) => <Input {...p} {...register("date")} type="date" />}
            </Field>
          </div>
          <SelectField control={control} name="method" label="Method" placeholder="Choose a method" options={METHOD_OPTIONS} />
          <Field name="reference" label="Reference" optional error={errors.reference?.message}>
            {(p) => <Input {...p} {...register("reference")} autoComplete="off" placeholder="Transfer reference, cheque number…" />}
          </Field>
          {failure && (
            <p role="alert" className="text-sm text-destructive">
              {failure}
            </p>
          )}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? "Saving…" : "Save payment"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** POST …/void { reason }: asked for, then confirmed by the button that says what it does. */
export function VoidDialog({ documentId }: { documentId: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const voidInvoice = useVoidInvoice(documentId);
  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    voidInvoice.mutate(reason, {
      onSuccess: () => {
        setOpen(false);
        toast({ title: "Invoice voided" });
      },
      onError: (err) => setError((fieldErrorsOf(err).find((e) => e.path === "reason") ?? fieldErrorsOf(err)[0])?.message ?? getErrorMessage(err)),
    });
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) {
          setReason("");
          setError(null);
        }
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button type="button" size="sm" variant="outline" className="text-destructive hover:text-destructive">
          <Ban aria-hidden="true" />
          Void
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Void this invoice?</DialogTitle>
          <DialogDescription>
            A void invoice keeps its number and stays in your records, but takes no more payments or reminders. This can&apos;t be undone.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="space-y-4" aria-label="Void invoice">
          <Field name="reason" label="Reason" error={error ?? undefined}>
            {(p) => <Textarea {...p} value={reason} onChange={(e) => setReason(e.target.value)} rows={3} maxLength={500} />}
          </Field>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={voidInvoice.isPending}>
              Void invoice
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/**
 * Delete, at once for a payment without a receipt. A receipt is an issued document: deleting its
 * payment voids it (the server does both in one transaction), so that is asked first and said after.
 */
function DeletePaymentButton({ documentId, payment, currency }: { documentId: string; payment: TPayment; currency: string }) {
  const [open, setOpen] = useState(false);
  const remove = useDeletePayment(documentId);
  const receipt = payment.receiptNumber;
  const label = `Delete payment of ${formatMoney(payment.amount, currency)} on ${formatDate(payment.date)}`;
  const run = () =>
    remove.mutate(payment.id, {
      onSuccess: () => {
        setOpen(false);
        toast(receipt ? { title: "Payment deleted", description: `Receipt ${receipt} is void.` } : { title: "Payment deleted" });
      },
      onError: (err) => toast({ variant: "destructive", title: "Couldn't delete the payment", description: getErrorMessage(err) }),
    });
  const button = (
    <Button
      type="button"
      size="sm"
      variant="ghost"
      className="text-destructive hover:text-destructive"
      disabled={remove.isPending}
      aria-label={label}
      onClick={receipt ? undefined : run}
    >
      <Trash2 aria-hidden="true" />
      Delete
    </Button>
  );
  if (!receipt) return button;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{button}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delete this payment?</DialogTitle>
          <DialogDescription>
            Receipt {receipt} was issued for it: it will be void. It keeps its number and stays in your records, but can&apos;t be sent again. This
            can&apos;t be undone.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline">
              Cancel
            </Button>
          </DialogClose>
          <Button type="button" variant="destructive" disabled={remove.isPending} onClick={run}>
            Delete payment and void receipt
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function PaymentsList({ documentId, currency, isVoid }: { documentId: string; currency: string; isVoid: boolean }) {
  const payments = usePayments(documentId);
  const receipt = useCreateReceipt(documentId);
  const failed = (title: string) => (err: unknown) => toast({ variant: "destructive", title, description: getErrorMessage(err) });
  if (payments.isPending) return <p className="mt-3 text-sm text-muted-foreground">Loading payments…</p>;
  if (payments.isError) return <p className="mt-3 text-sm text-destructive">We couldn&apos;t load the payments.</p>;
  if (payments.data.length === 0) return <p className="mt-3 text-sm text-muted-foreground">No payment recorded yet.</p>;
  return (
    <ul aria-label="Payments" className="mt-3 divide-y text-sm">
      {payments.data.map((p) => (
        <li key={p.id} className="py-2">
          <div className="flex items-baseline justify-between gap-2">
            <span className="font-medium tabular-nums">{formatMoney(p.amount, currency)}</span>
            <span className="text-muted-foreground">{formatDate(p.date)}</span>
          </div>
          <p className="text-muted-foreground">
            {PAYMENT_METHOD_LABELS[p.method]}
            {p.reference ? ` · ${p.reference}` : ""}
          </p>
          <div className="mt-1 flex flex-wrap gap-2">
            {p.receiptDocumentId ? (
              <Link href={`/documents/${p.receiptDocumentId}`} className="text-sm font-medium text-primary underline-offset-2 hover:underline">
                View receipt
              </Link>
            ) : (
              <Button
                type="button"
                size="sm"
                variant="ghost"
                disabled={receipt.isPending}
                aria-label={`Create receipt for ${formatMoney(p.amount, currency)} on ${formatDate(p.date)}`}
                onClick={() =>
                  receipt.mutate(p.id, {
                    onSuccess: (created) => toast({ title: "Receipt created", description: `Receipt ${created.number}.` }),
                    onError: failed("Couldn't create the receipt"),
                  })
                }
              >
                <Receipt aria-hidden="true" />
                Create receipt
              </Button>
            )}
            {!isVoid && <DeletePaymentButton documentId={documentId} payment={p} currency={currency} />}
          </div>
        </li>
      ))}
    </ul>
  );
}

export function BillingCard({ document }: { document: TDocument }) {
  if (document.type !== "invoice" || !document.billingStatus) return null;
  const currency = document.currency ?? "USD";
  const isVoid = document.billingStatus === "void";
  const rows: [string, number | undefined][] = [
    ["Total", document.total],
    ["Paid", document.amountPaid],
    ["Balance due", document.balanceDue],
  ];
  return (
    <section aria-labelledby="billing-title" className="rounded-xl border bg-card p-5 shadow-xs">
      <div className="flex items-center justify-between gap-2">
        <h2 id="billing-title" className="text-base font-semibold text-slate-900">
          Payments
        </h2>
        <StageBadge stage={document.stage} />
      </div>
      <dl className="mt-3 space-y-1 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-2">
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="font-medium tabular-nums">{formatMoney(value ?? 0, currency)}</dd>
          </div>
        ))}
      </dl>
      {!isVoid && (
        <div className="mt-4 flex flex-wrap gap-2" role="group" aria-label="Invoice actions">
          <RecordPaymentDialog documentId={document.id} currency={currency} balanceDue={document.balanceDue ?? 0} />
          {isRemindable(document) && <RemindButton documentId={document.id} />}
          <VoidDialog documentId={document.id} />
        </div>
      )}
      <PaymentsList documentId={document.id} currency={currency} isVoid={isVoid} />
    </section>
  );
}
