// All documents (/documents): every document of the user, newest first, searched by title, party
// or client, filtered by type and status, 25 a page. The filters live in the address (?q=&type=&status=&page=)
// so a search can be bookmarked, shared with oneself, and survives a reload.
import { AlertCircle, FileText, Plus, Search, SearchX } from "lucide-react";
import type * as React from "react";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useSearchParams } from "wouter";
import { DOC_TYPE_METAS } from "@shared/doc-types/registry";
import { AppHeader, type HeaderUser } from "@/components/layout/app-header";
import { documentTypeLabel } from "../document";
import { DocumentRow, DocumentRowsSkeleton } from "./document-row";
import { Button } from "@/components/ui/button";
import { fieldClasses, Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Pager } from "@/components/ui/pager";
import { useLoginRedirect } from "@/hooks/use-login-redirect";
import { isUnauthorizedError } from "@/lib/api-client";
import { UNAUTHORIZED_TOAST } from "@/lib/navigation";
import { cn } from "@/lib/utils";
import {
  DOCUMENTS_PAGE_SIZE,
  type DocumentsFilter,
  useDocumentsPage,
} from "../api/list-documents";
import { formatCount, formatDate } from "@shared/format";

/** How long typing pauses before the search runs. */
export const SEARCH_DEBOUNCE_MS = 300;

const SEARCH_MAX = 200;

const TYPE_OPTIONS = DOC_TYPE_METAS.map((t) => ({ value: t.kind as string, label: documentTypeLabel(t.kind) }));

function filterOf(params: URLSearchParams): DocumentsFilter {
  const type = params.get("type") ?? "";
  const status = params.get("status");
  const page = Number(params.get("page"));
  return {
    q: (params.get("q") ?? "").slice(0, SEARCH_MAX),
    type: TYPE_OPTIONS.some((o) => o.value === type) ? type : "",
    status: status === "draft" || status === "final" ? status : "",
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

function FilterSelect({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: React.ReactNode;
}) {
  const id = useId();
  return (
    <div className="min-w-0 space-y-1.5 sm:w-48">
      <Label htmlFor={id}>{label}</Label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={cn(fieldClasses, "h-10")}
      >
        {children}
      </select>
    </div>
  );
}

function EmptyState() {
  return (
    <div className="flex flex-col items-center px-6 py-14 text-center">
      <span
        className="flex size-12 items-center justify-center rounded-full bg-blue-50 text-primary"
        aria-hidden="true"
      >
        <FileText className="size-6" />
      </span>
      <p className="mt-4 text-base font-semibold text-slate-900">No documents yet</p>
      <p className="mt-1 max-w-sm text-sm text-muted-foreground">
        Pick a tool, fill in a short form, and your document will be kept here, with every version.
      </p>
      <Button asChild className="mt-6">
        <Link href="/tools">Browse the tools</Link>
      </Button>
    </div>
  );
}

function NoMatch({ onClear }: { onClear: () => void }) {
  return (
    <div className="flex flex-col items-center px-6 py-14 text-center">
      <span
        className="flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-600"
        aria-hidden="true"
      >
        <SearchX className="size-6" />
      </span>
      <p className="mt-4 text-base font-semibold text-slate-900">No documents match</p>
      <p className="mt-1 max-w-sm text-sm text-muted-foreground">
        Try another part of the title, or another type or status.
      </p>
      <Button variant="outline" className="mt-6" onClick={onClear}>
        Clear search and filters
      </Button>
    </div>
  );
}

type FilterChanges = Partial<Record<"q" | "type" | "status" | "page", string>>;

/** The search box and the two filters; the search runs as typing pauses, or on Enter. */
function SearchForm({
  filter,
  text,
  onSearch,
  onSubmit,
  update,
}: {
  filter: DocumentsFilter;
  text: string;
  onSearch: (value: string) => void;
  onSubmit: () => void;
  update: (changes: FilterChanges) => void;
}) {
  const searchId = useId();
  return (
    <form
      role="search"
      aria-label="Find documents"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
      className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-xs sm:flex-row sm:items-end"
    >
      <div className="min-w-0 flex-1 space-y-1.5">
        <Label htmlFor={searchId}>Search by title, party or client</Label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden="true"
          />
          <Input
            id={searchId}
            type="search"
            value={text}
            maxLength={SEARCH_MAX}
            onChange={(e) => onSearch(e.target.value)}
            placeholder="e.g. Acme"
            className="pl-9"
            autoComplete="off"
          />
        </div>
      </div>
      <FilterSelect label="Type" value={filter.type} onChange={(type) => update({ type })}>
        <option value="">All types</option>
        {TYPE_OPTIONS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect label="Status" value={filter.status} onChange={(status) => update({ status })}>
        <option value="">All statuses</option>
        <option value="draft">Draft</option>
        <option value="final">Final</option>
      </FilterSelect>
    </form>
  );
}

/** One page of the documents found, with its count and the pager. */
function DocumentsList({
  filter,
  update,
  onClear,
}: {
  filter: DocumentsFilter;
  update: (changes: FilterChanges) => void;
  onClear: () => void;
}) {
  const list = useDocumentsPage(filter);
  useLoginRedirect(isUnauthorizedError(list.error), UNAUTHORIZED_TOAST);
  const filtered = !!(filter.q || filter.type || filter.status);
  const data = list.data;
  const total = data?.total ?? 0;

  return (
    <section aria-labelledby="documents-title" className="overflow-hidden rounded-xl border bg-card shadow-xs">
      <div className="flex items-center justify-between gap-3 border-b px-5 py-3.5">
        <h2 id="documents-title" className="text-base font-semibold text-slate-900">
          {filtered ? "Results" : "Your documents"}
        </h2>
        {data && (
          <p className="text-sm text-muted-foreground" role="status" data-testid="documents-count">
            {formatCount(total)} {total === 1 ? "document" : "documents"}
          </p>
        )}
      </div>
      {list.isPending ? (
        <DocumentRowsSkeleton count={5} testId="documents-skeleton" />
      ) : list.isError ? (
        <div role="alert" className="flex flex-col items-center px-6 py-10 text-center">
          <AlertCircle className="size-6 text-destructive" aria-hidden="true" />
          <p className="mt-3 text-sm font-medium text-slate-900">
            We couldn&apos;t load your documents.
          </p>
          <Button variant="outline" size="sm" className="mt-4" onClick={() => void list.refetch()}>
            Try again
          </Button>
        </div>
      ) : list.data.rows.length === 0 ? (
        filtered || filter.page > 1 ? (
          <NoMatch onClear={onClear} />
        ) : (
          <EmptyState />
        )
      ) : (
        <>
          <ul
            aria-label="Documents"
            aria-busy={list.isPlaceholderData || undefined}
            className={cn("divide-y", list.isPlaceholderData && "opacity-60")}
          >
            {list.data.rows.map((doc) => (
              <DocumentRow key={doc.id} doc={doc} titleTooltip>
                <span className="mt-0.5 flex flex-wrap gap-x-2 text-xs text-muted-foreground">
                  <span className="font-medium text-slate-600">{documentTypeLabel(doc.type)}</span>
                  <span>
                    Created <time dateTime={doc.createdAt}>{formatDate(doc.createdAt, "short")}</time>
                  </span>
                  {doc.updatedAt !== doc.createdAt && (
                    <span>
                      Updated <time dateTime={doc.updatedAt}>{formatDate(doc.updatedAt, "short")}</time>
                    </span>
                  )}
                </span>
              </DocumentRow>
            ))}
          </ul>
          <Pager
            page={filter.page}
            pageSize={DOCUMENTS_PAGE_SIZE}
            total={total}
            busy={list.isPlaceholderData}
            className="flex-wrap px-5"
            status={(pages) => `Page ${filter.page} of ${pages}`}
            onPage={(page) => {
              update({ page: page > 1 ? String(page) : "" });
              window.scrollTo?.({ top: 0 });
            }}
          />
        </>
      )}
    </section>
  );
}

export function AllDocuments({ user }: { user: HeaderUser | null }) {
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  const [text, setText] = useState(filter.q);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  /** Change some filters; any change but the page's goes back to page 1. */
  const update = (changes: FilterChanges) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        if (!("page" in changes)) next.delete("page");
        return next;
      },
      { replace: !("page" in changes) },
    );

  const onSearch = (value: string) => {
    setText(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => update({ q: value.trim() }), SEARCH_DEBOUNCE_MS);
  };

  const clear = () => {
    clearTimeout(timer.current);
    setText("");
    setParams(new URLSearchParams(), { replace: true });
  };

  return (
    <div className="min-h-screen bg-slate-50/70">
      <AppHeader user={user} />
      <main id="main" className="container space-y-6 py-8 sm:py-10">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div className="min-w-0">
            <h1 className="text-2xl font-semibold tracking-tight text-slate-950 sm:text-3xl">
              All documents
            </h1>
            <p className="mt-1 text-sm text-muted-foreground sm:text-base">
              Everything you&apos;ve generated, newest first.
            </p>
          </div>
          <Button asChild>
            <Link href="/tools">
              <Plus aria-hidden="true" />
              New document
            </Link>
          </Button>
        </div>
        <SearchForm
          filter={filter}
          text={text}
          onSearch={onSearch}
          onSubmit={() => {
            clearTimeout(timer.current);
            update({ q: text.trim() });
          }}
          update={update}
        />
        <DocumentsList filter={filter} update={update} onClear={clear} />
      </main>
    </div>
  );
}
