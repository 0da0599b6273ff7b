import { ArrowRight, Star } from "lucide-react";
import { Button } from "@/components/ui/button";
import { LogoStrip } from "./logo-strip";
import { LOGIN_URL } from "@/lib/navigation";

const AVATARS = [
  { initials: "MC", className: "bg-blue-500" },
  { initials: "DO", className: "bg-emerald-500" },
  { initials: "SM", className: "bg-amber-500" },
  { initials: "JL", className: "bg-violet-500" },
];

function HeroBackdrop() {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10 overflow-hidden">
      <div className="absolute inset-0 bg-gradient-to-b from-blue-50/80 via-white to-white" />
      <div className="absolute -top-40 left-1/2 h-[36rem] w-[64rem] -translate-x-1/2 rounded-full bg-[radial-gradient(closest-side,rgba(59,130,246,0.22),transparent)]" />
      <div className="absolute top-10 -right-40 h-[28rem] w-[28rem] rounded-full bg-[radial-gradient(closest-side,rgba(129,140,248,0.20),transparent)]" />
      <div className="absolute top-40 -left-48 h-[26rem] w-[26rem] rounded-full bg-[radial-gradient(closest-side,rgba(45,212,191,0.14),transparent)]" />
      {/* A faint grid that fades out toward the edges. */}
      <div className="absolute inset-0 [mask-image:radial-gradient(ellipse_at_top,black_30%,transparent_70%)] bg-[linear-gradient(to_right,rgba(15,23,42,0.05)_1px,transparent_1px),linear-gradient(to_bottom,rgba(15,23,42,0.05)_1px,transparent_1px)] bg-[size:44px_44px]" />
    </div>
  );
}

export function HeroSection() {
  return (
    <section aria-labelledby="hero-title" className="relative isolate">
      <HeroBackdrop />
      <div className="container pt-16 pb-16 text-center sm:pt-24 sm:pb-20">
        <div className="inline-flex items-center gap-3 rounded-full border border-slate-200 bg-white/80 py-1 pr-4 pl-1 text-sm shadow-sm backdrop-blur">
          <span className="flex -space-x-1.5" aria-hidden="true">
            {AVATARS.map((a) => (
              <span
                key={a.initials}
                className={`flex size-7 items-center justify-center rounded-full text-[10px] font-semibold text-white ring-2 ring-white ${a.className}`}
              >
                {a.initials}
              </span>
            ))}
          </span>
          <span className="flex items-center gap-1.5 font-medium text-slate-700">
            <span className="hidden text-amber-500 sm:flex" aria-hidden="true">
              {Array.from({ length: 5 }, (_, i) => (
                <Star key={i} className="size-3.5 fill-current" />
              ))}
            </span>
            Trusted by 10,000+ startups
          </span>
        </div>

        <h1
          id="hero-title"
          className="mx-auto mt-8 max-w-5xl text-4xl font-semibold tracking-tight text-balance text-slate-950 sm:text-6xl sm:leading-[1.05]"
        >
          Legal &amp; business documents,{" "}
          <span className="bg-gradient-to-r from-blue-600 via-indigo-600 to-violet-600 bg-clip-text text-transparent">
            without the lawyer
          </span>
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg leading-8 text-pretty text-slate-600">
          Privacy policies, terms, cookie banners, NDAs and invoices, generated from a short form
          and tailored to your business. Ready in minutes, exported as HTML, PDF or Markdown.
        </p>

        <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <Button asChild size="lg" className="w-full shadow-md shadow-blue-600/20 sm:w-auto">
            <a href={LOGIN_URL}>
              Start Free — 3 documents included
              <ArrowRight aria-hidden="true" />
            </a>
          </Button>
          <Button asChild size="lg" variant="outline" className="w-full bg-white/70 sm:w-auto">
            <a href="#tools">Explore all 12 tools</a>
          </Button>
        </div>
        <p className="mt-4 text-sm text-slate-500">
          No credit card required. Your first 3 documents are free, forever.
        </p>

        <LogoStrip />
      </div>
    </section>
  );
}
