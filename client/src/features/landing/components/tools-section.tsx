import { ArrowRight } from "lucide-react";
import { TOOLS, type Tool } from "@shared/catalogue";
import { TOOL_BADGE_CLASSES, ToolIcon } from "@/features/catalogue";
import { cn } from "@/lib/utils";
import { LOGIN_URL } from "@/lib/navigation";

function ToolCard({ tool }: { tool: Tool }) {
  return (
    <li>
      <article
        aria-labelledby={`tool-${tool.id}-title`}
        className="group relative flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-xs transition-all duration-200 focus-within:ring-2 focus-within:ring-ring hover:-translate-y-0.5 hover:border-slate-300 hover:shadow-lg hover:shadow-slate-200/60"
      >
        <div className="flex items-start justify-between gap-3">
          <ToolIcon icon={tool.icon} colour={tool.colour} />
          <div className="flex flex-wrap justify-end gap-1.5">
            <span
              className={cn(
                "rounded-full border px-2.5 py-0.5 text-xs font-medium",
                TOOL_BADGE_CLASSES[tool.colour],
              )}
            >
              {tool.badge}
            </span>
          </div>
        </div>
        <h3 id={`tool-${tool.id}-title`} className="mt-5 text-base font-semibold text-slate-900">
          {tool.title}
        </h3>
        <p className="mt-2 flex-1 text-sm leading-6 text-slate-600">{tool.description}</p>
        <div className="mt-5 flex items-center justify-between">
          {/* The ::after overlay makes the whole card clickable while the link keeps one name. */}
          <a
            href={LOGIN_URL}
            aria-label={`Generate ${tool.title}`}
            className="inline-flex items-center gap-1.5 text-sm font-semibold text-primary after:absolute after:inset-0 after:rounded-2xl after:content-[''] focus-visible:outline-none"
          >
            Generate
            <ArrowRight
              className="size-4 transition-transform group-hover:translate-x-0.5"
              aria-hidden="true"
            />
          </a>
          {tool.status === "coming-soon" && (
            <span className="text-xs font-medium text-slate-500">Coming soon</span>
          )}
        </div>
      </article>
    </li>
  );
}

export function ToolsSection() {
  return (
    <section id="tools" aria-labelledby="tools-title" className="scroll-mt-16 py-20 sm:py-28">
      <div className="container">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold text-primary">{TOOLS.length} tools, one toolkit</p>
          <h2
            id="tools-title"
            className="mt-2 text-3xl font-semibold tracking-tight text-balance text-slate-950 sm:text-4xl"
          >
            Every document your business needs
          </h2>
          <p className="mt-4 text-lg leading-8 text-slate-600">
            From your first privacy policy to your hundredth invoice: answer a few questions and get
            a professional document you can publish, send or sign.
          </p>
        </div>
        <ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
          {TOOLS.map((tool) => (
            <ToolCard key={tool.id} tool={tool} />
          ))}
        </ul>
      </div>
    </section>
  );
}
