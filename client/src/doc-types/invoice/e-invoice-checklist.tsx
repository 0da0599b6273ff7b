// What each e-invoice format still needs, while the invoice can still be edited: the readiness the
// server answered for the version last saved (a draft's, or the one just made), from the checks its
// export refuses with. Each format ready, or the fields it lacks in words.
import { Check, CircleAlert } from "lucide-react";
import {
  E_INVOICE_FORMATS,
  E_INVOICE_LABELS,
  type TEInvoiceReadiness,
} from "@shared/doc-types/invoice/e-invoice";
import { missingInWords } from "@shared/doc-types/invoice/e-invoice-words";

export function EInvoiceChecklist({ readiness }: { readiness: TEInvoiceReadiness }) {
  return (
    <section aria-labelledby="e-invoice-check-title" className="rounded-lg border bg-slate-50 p-4" data-testid="e-invoice-checklist">
      <h3 id="e-invoice-check-title" className="text-sm font-semibold text-slate-900">
        E-invoice check
      </h3>
      <p className="mt-0.5 text-xs text-muted-foreground">As last saved: save again to check your changes.</p>
      <ul className="mt-2 space-y-1 text-sm">
        {E_INVOICE_FORMATS.map((format) => {
          const { ready, missing } = readiness[format];
          return (
            <li key={format} className="flex items-start gap-2">
              {ready ? (
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600" />
              ) : (
                <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600" />
              )}
              <span>
                <span className="font-medium">{E_INVOICE_LABELS[format]}</span>
                {ready ? ": ready" : `: needs ${missingInWords(missing)}`}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
