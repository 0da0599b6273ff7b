import { ChevronRight } from "lucide-react";
import { Link } from "wouter";
import { QUICK_TOOL_COUNT, TOOLS } from "@shared/catalogue";
import { ToolIcon } from "@/features/catalogue";
import { PlanLimitNotice } from "./plan-usage";

/** `atLimit`: the Free plan's documents are used up, which the panel says before a tool opens. */
export function QuickTools({ atLimit = false }: { atLimit?: boolean }) {
  const tools = TOOLS.slice(0, QUICK_TOOL_COUNT);
  return (
    <section
      id="tools"
      aria-labelledby="quick-tools-title"
      className="scroll-mt-20 rounded-xl border bg-card shadow-xs"
    >
      <div className="border-b px-5 py-4">
        <h2 id="quick-tools-title" className="text-base font-semibold text-slate-900">
          Quick Tools
        </h2>
        <p className="mt-0.5 text-sm text-muted-foreground">Start a new document in minutes.</p>
        {atLimit && <PlanLimitNotice className="mt-3" />}
      </div>
      <ul className="grid gap-1 p-2">
        {tools.map((tool) => (
          <li key={tool.id}>
            <Link
              href={tool.href}
              className="group flex items-center gap-3 rounded-lg p-3 transition-colors hover:bg-slate-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            >
              <ToolIcon icon={tool.icon} colour={tool.colour} size="sm" />
              <span className="min-w-0 flex-1">
                <span className="flex items-center gap-2">
                  <span className="truncate text-sm font-medium text-slate-900">{tool.title}</span>
                  {tool.status === "coming-soon" && (
                    <span className="shrink-0 rounded-full bg-slate-100 px-2 py-0.5 text-[11px] font-medium text-slate-600">
                      Soon
                    </span>
                  )}
                </span>
                <span className="block truncate text-xs text-muted-foreground">{tool.badge}</span>
              </span>
              <ChevronRight
                className="size-4 shrink-0 text-slate-400 transition-transform group-hover:translate-x-0.5"
                aria-hidden="true"
              />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
