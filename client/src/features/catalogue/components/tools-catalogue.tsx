// Every tool of the catalogue (spec section 1: 12 tools), for a signed-in user: the working ones
// open their page; the Coming Soon ones say so and open their placeholder.
import { ArrowRight, Clock } from "lucide-react";
import { Link } from "wouter";
import { TOOLS, type Tool } from "@shared/catalogue";
import { AppHeader, type HeaderUser } from "@/components/layout/app-header";
import { ToolIcon } from "./tool-icon";
import { Badge } from "@/components/ui/badge";

function ToolCard({ tool }: { tool: Tool }) {
  const soon = tool.status === "coming-soon";
  const titleId = `tool-${tool.id}-title`;
  const statusId = `tool-${tool.id}-status`;
  const descriptionId = `tool-${tool.id}-description`;
  return (
    <li className="min-w-0">
      <Link
        href={tool.href}
        // Named by its title (and "Coming Soon"), not by all of the card's text.
        aria-labelledby={soon ? `${titleId} ${statusId}` : titleId}
        aria-describedby={descriptionId}
        data-testid="tool-card"
        data-status={tool.status}
        className="group flex h-full flex-col rounded-xl border bg-card p-5 shadow-xs transition-colors hover:border-slate-300 hover:bg-slate-50/60 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        <span className="flex items-start justify-between gap-3">
          <ToolIcon icon={tool.icon} colour={tool.colour} />
          {soon ? (
            <Badge variant="secondary" id={statusId}>
              <Clock className="size-3" aria-hidden="true" />
              Coming Soon
            </Badge>
          ) : (
            <Badge variant="outline" className="max-w-[60%] truncate">
              {tool.badge}
            </Badge>
          )}
        </span>
        <span id={titleId} className="mt-4 text-base font-semibold text-slate-900">
          {tool.title}
        </span>
        <span id={descriptionId} className="mt-1 flex-1 text-sm leading-6 text-muted-foreground">
          {tool.description}
        </span>
        <span className="mt-4 inline-flex items-center gap-1.5 text-sm font-medium text-primary">
          {soon ? "See what's coming" : "Open tool"}
          <ArrowRight
            className="size-4 transition-transform group-hover:translate-x-0.5"
            aria-hidden="true"
          />
        </span>
      </Link>
    </li>
  );
}

export function ToolsCatalogue({ user }: { user: HeaderUser | null }) {
  const available = TOOLS.filter((t) => t.status === "available").length;
  return (
    <div className="min-h-screen bg-slate-50/70">
      <AppHeader user={user} />
      <main id="main" className="container space-y-6 py-8 sm:py-10">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight text-slate-950 sm:text-3xl">Tools</h1>
          <p className="mt-1 text-sm text-muted-foreground sm:text-base">
            {TOOLS.length} tools for your business: {available} ready to use, the rest on the way.
          </p>
        </div>
        <ul aria-label="All tools" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {TOOLS.map((tool) => (
            <ToolCard key={tool.id} tool={tool} />
          ))}
        </ul>
      </main>
    </div>
  );
}
