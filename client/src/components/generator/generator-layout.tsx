// The common layout of the generator pages (spec section 2): the app's top bar (so a tool page is
// never a dead end), a way back to the dashboard, the form on the left and the result on the
// right, stacked on phones.
import { ArrowLeft } from "lucide-react";
import type * as React from "react";
import { Link } from "wouter";
import { getTool } from "@shared/catalogue";
import { AppHeader } from "@/components/layout/app-header";
import { ToolIcon } from "@/features/catalogue";
import { Button } from "@/components/ui/button";
import { useAuth } from "@/lib/auth";

export function GeneratorLayout({
  toolId,
  title,
  description,
  backButton = false,
  notice,
  form,
  result,
}: {
  toolId: string;
  title: string;
  description: string;
  /** An extra back arrow beside the title (the privacy policy screen has one). */
  backButton?: boolean;
  /** Above the form and the result (the Free plan's limit, once reached). */
  notice?: React.ReactNode;
  form: React.ReactNode;
  result: React.ReactNode;
}) {
  const tool = getTool(toolId);
  const { user } = useAuth();
  return (
    <div className="min-h-screen bg-slate-50/70">
      <AppHeader user={user} />
      <main id="main" className="container py-6 sm:py-8">
        <Button asChild variant="ghost" size="sm" className="-ml-3 mb-4">
          <Link href="/">
            <ArrowLeft aria-hidden="true" />
            Back to Dashboard
          </Link>
        </Button>
        <div className="mb-8 flex items-start gap-4">
          {backButton && (
            <Button asChild variant="outline" size="icon" className="shrink-0" aria-label="Back">
              <Link href="/">
                <ArrowLeft aria-hidden="true" />
              </Link>
            </Button>
          )}
          <ToolIcon icon={tool.icon} colour={tool.colour} className="max-sm:hidden" />
          <div className="min-w-0">
            <h1 className="text-2xl font-semibold tracking-tight text-slate-950 sm:text-3xl">
              {title}
            </h1>
            <p className="mt-1 max-w-2xl text-sm text-muted-foreground sm:text-base">
              {description}
            </p>
          </div>
        </div>
        {notice}
        <div className="grid items-start gap-6 lg:grid-cols-2 lg:gap-8">
          <div className="min-w-0">{form}</div>
          <div className="min-w-0 space-y-6">{result}</div>
        </div>
      </main>
    </div>
  );
}

/** The white card the form sits in, with the submit row at its foot. */
export function FormCard({
  onSubmit,
  children,
  actions,
  label,
}: {
  onSubmit: React.FormEventHandler<HTMLFormElement>;
  children: React.ReactNode;
  actions: React.ReactNode;
  /** The form's accessible name. */
  label: string;
}) {
  return (
    <form
      noValidate
      aria-label={label}
      onSubmit={onSubmit}
      className="rounded-xl border bg-card shadow-xs"
    >
      <div className="space-y-8 p-5 sm:p-6">{children}</div>
      <div className="flex flex-col gap-3 border-t bg-slate-50/60 px-5 py-4 sm:flex-row sm:items-center sm:px-6">
        {actions}
      </div>
    </form>
  );
}
