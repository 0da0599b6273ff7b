// A live preview of the document as the person types: who it is from, who it is for, the dates,
// the items and the totals. The server's document (with its number) replaces it on generation.
import type * as React from "react";
import { useWatch } from "react-hook-form";
import { computeLine, formatMoney } from "@shared/doc-types";
import { INVOICE_VARIANTS, NUMBER_PREFIX } from "@shared/invoicing/variants";
import { todayIso } from "@/components/generator/dates";
import { toMinorUnits } from "@shared/money";
import { type InvoiceControl } from "./invoice-form";
import { TotalsList, useLiveTotals } from "./invoice-totals";
import { formatDate } from "@shared/format";

export interface Issuer {
  name: string;
  email: string;
  /** The business's logo (GET /api/business-profiles/:id/logo), when it has one. */
  logoUrl?: string | null;
  /** What the document prints under the issuer's name (the profile's; none for a bare user). */
  address?: string | null;
  vatId?: string | null;
  registrationNumber?: string | null;
}

const finite = (n: unknown) => (typeof n === "number" && Number.isFinite(n) ? n : 0);

function Placeholder({ children }: { children: React.ReactNode }) {
  return <span className="text-slate-400 italic">{children}</span>;
}

export function InvoicePreview({
  control,
  issuer,
  actions,
}: {
  control: InvoiceControl;
  issuer?: Issuer;
  /** Beside the heading (the Download PDF the generated document will have). */
  actions?: React.ReactNode;
}) {
  const [type, clientName, clientEmail, clientAddress, dueDate, validUntil, items] = useWatch({
    control,
    name: ["type", "clientName", "clientEmail", "clientAddress", "dueDate", "validUntil", "items"],
  });
  const totals = useLiveTotals(control);
  const kind = INVOICE_VARIANTS[type] ? type : "invoice";
  const v = INVOICE_VARIANTS[kind];
  const quoteUntil = validUntil || dueDate;

  return (
    <section aria-labelledby="live-preview-title" className="rounded-xl border bg-card shadow-sm">
      <div className="flex items-center justify-between gap-3 border-b px-5 py-3.5 sm:px-6">
        <h2 id="live-preview-title" className="text-base font-semibold text-slate-900">
          Live Preview
        </h2>
        <div className="flex items-center gap-3">
          <span className="text-xs text-muted-foreground">Updates as you type</span>
          {actions}
        </div>
      </div>
      <div data-testid="invoice-preview" className="space-y-6 px-5 py-6 text-sm sm:px-8 sm:py-8">
        <div className="flex flex-wrap items-start justify-between gap-4 border-b-2 border-slate-900 pb-4">
          <div>
            <p className="text-2xl font-bold tracking-tight text-slate-950 uppercase">{v.title}</p>
            <p className="mt-1 text-xs text-muted-foreground">
              {NUMBER_PREFIX[kind]}-#### · number assigned when finalized
            </p>
          </div>
          <dl className="space-y-1 text-right text-xs">
            <div>
              <dt className="inline font-semibold text-slate-600">Date: </dt>
              <dd className="inline">{formatDate(todayIso())}</dd>
            </div>
            {type === "invoice" && dueDate && (
              <div>
                <dt className="inline font-semibold text-slate-600">Due date: </dt>
                <dd className="inline">{formatDate(dueDate)}</dd>
              </div>
            )}
            {type === "quote" && quoteUntil && (
              <div>
                <dt className="inline font-semibold text-slate-600">Valid until: </dt>
                <dd className="inline">{formatDate(quoteUntil)}</dd>
              </div>
            )}
            {type === "receipt" && (
              <div>
                <dt className="inline font-semibold text-slate-600">Status: </dt>
                <dd className="inline font-semibold text-emerald-700">PAID</dd>
              </div>
            )}
          </dl>
        </div>

        <div className="grid gap-5 sm:grid-cols-2">
          <div>
            {issuer?.logoUrl && (
              <img
                src={issuer.logoUrl}
                alt={issuer.name}
                data-testid="preview-logo"
                className="mb-2 max-h-10 max-w-40 object-contain"
              />
            )}
            <p className="text-xs font-bold tracking-wider text-slate-500 uppercase">From</p>
            <p className="mt-1 font-semibold text-slate-900">
              {issuer?.name || <Placeholder>Your business</Placeholder>}
            </p>
            {issuer?.address?.trim() && (
              <p className="whitespace-pre-line text-slate-600" data-testid="preview-issuer-address">
                {issuer.address.trim()}
              </p>
            )}
            {issuer?.vatId && <p className="text-slate-600">VAT ID: {issuer.vatId}</p>}
            {issuer?.registrationNumber && (
              <p className="text-slate-600">Registration no.: {issuer.registrationNumber}</p>
            )}
            {issuer?.email && <p className="text-slate-600">{issuer.email}</p>}
          </div>
          <div>
            <p className="text-xs font-bold tracking-wider text-slate-500 uppercase">
              {v.clientLabel}
            </p>
            <p className="mt-1 font-semibold text-slate-900">
              {clientName?.trim() || <Placeholder>Client name</Placeholder>}
            </p>
            {clientAddress?.trim() && (
              <p className="whitespace-pre-line text-slate-600">{clientAddress.trim()}</p>
            )}
            {clientEmail?.trim() && <p className="text-slate-600">{clientEmail.trim()}</p>}
          </div>
        </div>

        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b border-slate-300 text-xs text-slate-600">
                <th scope="col" className="py-2 pr-3 font-semibold">
                  Description
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  Qty
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  Price
                </th>
                <th scope="col" className="py-2 pl-3 text-right font-semibold">
                  Amount
                </th>
              </tr>
            </thead>
            <tbody>
              {(items ?? []).map((item, index) => {
                const quantity = finite(item?.quantity);
                const price = toMinorUnits(finite(item?.unitPrice));
                const net = computeLine({ quantity, unitPrice: price, discountPercent: finite(item?.discountPercent) }).netAmount;
                return (
                  <tr key={index} className="border-b border-slate-100 align-top">
                    <td className="py-2 pr-3 text-slate-900">
                      {item?.description?.trim() || <Placeholder>Item description</Placeholder>}
                    </td>
                    <td className="px-3 py-2 text-right tabular-nums">{quantity}</td>
                    <td className="px-3 py-2 text-right tabular-nums">
                      {formatMoney(price, totals.currency)}
                    </td>
                    <td className="py-2 pl-3 text-right tabular-nums">
                      {formatMoney(net, totals.currency)}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>

        <TotalsList
          {...totals}
          totalLabel={v.totalLabel}
          testIdPrefix="preview"
          className="ml-auto max-w-xs"
        />
      </div>
    </section>
  );
}
