import { ArrowLeft, Clock } from "lucide-react";
import { Link } from "wouter";
import { availableTools, getTool, type ToolId } from "@shared/catalogue";
import { AppHeader } from "@/components/layout/app-header";
import { ToolIcon } from "@/features/catalogue";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { useAuth } from "@/lib/auth";

/**
 * What a placeholder must add so that it doesn't contradict a working tool (a tool whose documents
 * another tool already makes): none today.
 */
const AVAILABLE_ELSEWHERE: Partial<Record<ToolId, { text: string; href: string; link: string }>> = {};

/** Placeholder page for a catalogue tool that isn't built yet. */
export default function ComingSoonPage({ toolId }: { toolId: ToolId }) {
  const tool = getTool(toolId);
  const others = availableTools();
  const elsewhere = AVAILABLE_ELSEWHERE[toolId];
  const { user } = useAuth();

  return (
    <div className="min-h-screen bg-slate-50/70">
      <AppHeader user={user} />
      <main id="main" className="container py-6 sm:py-8">
        <Button asChild variant="ghost" size="sm" className="-ml-3 mb-6 sm:mb-10">
          <Link href="/">
            <ArrowLeft aria-hidden="true" />
            Back to Dashboard
          </Link>
        </Button>
        <section
          aria-labelledby="tool-title"
          className="mx-auto max-w-2xl rounded-2xl border bg-white p-8 text-center shadow-sm sm:p-12"
        >
          <ToolIcon icon={tool.icon} colour={tool.colour} size="lg" className="mx-auto" />
          <Badge variant="secondary" className="mt-6">
            <Clock className="size-3" aria-hidden="true" />
            Coming Soon
          </Badge>
          <h1 id="tool-title" className="mt-4 text-3xl font-semibold tracking-tight text-slate-950">
            {tool.title}
          </h1>
          <p className="mx-auto mt-3 max-w-lg text-base leading-7 text-muted-foreground">
            {tool.description}
          </p>
          <p className="mx-auto mt-6 max-w-lg text-sm text-slate-600">
            We&apos;re putting the finishing touches on this tool. It will appear on your dashboard
            as soon as it&apos;s ready.
          </p>
          {elsewhere && (
            <p className="mx-auto mt-4 max-w-lg text-sm text-slate-700" data-testid="available-elsewhere">
              {elsewhere.text}{" "}
              <Link href={elsewhere.href} className="font-medium text-primary underline underline-offset-2">
                {elsewhere.link}
              </Link>
            </p>
          )}
          <Button asChild className="mt-8">
            <Link href="/">Return to Dashboard</Link>
          </Button>
        </section>

        <section aria-labelledby="available-tools-title" className="mx-auto mt-10 max-w-2xl">
          <h2 id="available-tools-title" className="text-sm font-semibold text-slate-900">
            Available now
          </h2>
          <ul className="mt-3 grid gap-2 sm:grid-cols-2">
            {others.map((t) => (
              <li key={t.id}>
                <Link
                  href={t.href}
                  className="flex items-center gap-3 rounded-lg border bg-white p-3 text-sm font-medium text-slate-800 transition-colors hover:border-slate-300 hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                >
                  <ToolIcon icon={t.icon} colour={t.colour} size="sm" />
                  {t.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </main>
    </div>
  );
}
