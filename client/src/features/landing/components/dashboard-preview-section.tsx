// Marketing only: a drawn dashboard with sample rows. Nothing here has behaviour.
import { Bell, CheckCircle2, FileText, PenLine, Receipt } from "lucide-react";
import { cn } from "@/lib/utils";

type SampleStatus = "Paid" | "Pending" | "Draft";

const SAMPLE_ROWS: { number: string; client: string; amount: string; status: SampleStatus }[] = [
  { number: "INV-2041", client: "Northwind Labs", amount: "$4,200.00", status: "Paid" },
  { number: "INV-2042", client: "Lumina Studio", amount: "$1,150.00", status: "Pending" },
  { number: "INV-2043", client: "Kestrel Robotics", amount: "$860.00", status: "Paid" },
  { number: "INV-2044", client: "Orbitly", amount: "$2,975.00", status: "Draft" },
];

const STATUS_CLASSES: Record<SampleStatus, string> = {
  Paid: "bg-emerald-50 text-emerald-700 ring-emerald-600/20",
  Pending: "bg-amber-50 text-amber-800 ring-amber-600/20",
  Draft: "bg-slate-100 text-slate-700 ring-slate-500/20",
};

const SAMPLE_STATS = [
  { label: "Documents", value: "24", icon: FileText },
  { label: "Signed", value: "8", icon: PenLine },
  { label: "Invoiced", value: "$12,480", icon: Receipt },
];

const HIGHLIGHTS = [
  "Every document you generate, saved and searchable",
  "See at a glance which invoices are paid and which are pending",
  "Export to HTML, PDF or Markdown whenever you need it",
];

function PreviewWindow() {
  return (
    <figure className="relative">
      <div
        aria-hidden="true"
        className="absolute -inset-4 -z-10 rounded-[2rem] bg-gradient-to-tr from-blue-100 via-indigo-50 to-teal-50 blur-2xl"
      />
      <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-2xl shadow-slate-300/40">
        <div className="flex items-center gap-2 border-b bg-slate-50 px-4 py-3">
          <span className="size-2.5 rounded-full bg-red-300" aria-hidden="true" />
          <span className="size-2.5 rounded-full bg-amber-300" aria-hidden="true" />
          <span className="size-2.5 rounded-full bg-emerald-300" aria-hidden="true" />
          <span className="ml-3 truncate rounded-md bg-white px-3 py-1 text-xs text-slate-500 ring-1 ring-slate-200">
            app.founderdocs.com/dashboard
          </span>
        </div>
        <div className="p-4 sm:p-6">
          <div className="grid grid-cols-3 gap-2 sm:gap-3">
            {SAMPLE_STATS.map(({ label, value, icon: Icon }) => (
              <div key={label} className="rounded-xl border bg-white p-3">
                <Icon className="size-4 text-primary" aria-hidden="true" />
                <p className="mt-2 text-base font-semibold text-slate-900 sm:text-lg">{value}</p>
                <p className="text-xs text-slate-500">{label}</p>
              </div>
            ))}
          </div>
          <div className="mt-4 rounded-xl border">
            <p className="border-b px-4 py-3 text-sm font-semibold text-slate-900">
              Recent documents
            </p>
            <ul className="divide-y">
              {SAMPLE_ROWS.map((row) => (
                <li
                  key={row.number}
                  className="flex items-center gap-2 px-3 py-3 text-sm sm:gap-3 sm:px-4"
                >
                  <span
                    className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-teal-50 text-teal-700"
                    aria-hidden="true"
                  >
                    <Receipt className="size-4" />
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block truncate font-medium text-slate-900">
                      Invoice {row.number}
                    </span>
                    <span className="block truncate text-xs text-slate-500">{row.client}</span>
                  </span>
                  <span className="hidden font-medium text-slate-700 tabular-nums sm:block">
                    {row.amount}
                  </span>
                  <span className="flex w-16 justify-end">
                    <span
                      className={cn(
                        "rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset",
                        STATUS_CLASSES[row.status],
                      )}
                    >
                      {row.status}
                    </span>
                  </span>
                  <span className="flex w-[4.5rem] justify-end">
                    {row.status === "Pending" && (
                      <span className="inline-flex items-center gap-1 rounded-md border bg-white px-2 py-1 text-xs font-medium text-slate-700 shadow-xs">
                        <Bell className="size-3" aria-hidden="true" />
                        Remind
                      </span>
                    )}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </div>
      <figcaption className="sr-only">
        A preview of the FounderDocs dashboard with sample invoices and their payment status.
      </figcaption>
    </figure>
  );
}

export function DashboardPreviewSection() {
  return (
    <section
      id="preview"
      aria-labelledby="preview-title"
      className="overflow-hidden border-y border-slate-200/70 bg-slate-50/70 py-20 sm:py-28"
    >
      <div className="container grid items-center gap-14 lg:grid-cols-[1fr_1.15fr]">
        <div>
          <p className="text-sm font-semibold text-primary">Your dashboard</p>
          <h2
            id="preview-title"
            className="mt-2 text-3xl font-semibold tracking-tight text-balance text-slate-950 sm:text-4xl"
          >
            All your paperwork, finally in one place
          </h2>
          <p className="mt-4 text-lg leading-8 text-slate-600">
            Policies, contracts and invoices live side by side. Know what is signed, what is paid
            and what still needs a nudge.
          </p>
          <ul className="mt-8 grid gap-3">
            {HIGHLIGHTS.map((item) => (
              <li key={item} className="flex gap-3 text-slate-700">
                <CheckCircle2 className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <PreviewWindow />
      </div>
    </section>
  );
}
