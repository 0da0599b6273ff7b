import { ArrowRight } from "lucide-react";
import { LOGIN_URL } from "@/lib/navigation";

export function ClosingCtaSection() {
  return (
    <section aria-labelledby="closing-cta-title" className="pb-20 sm:pb-28">
      <div className="container">
        <div className="relative isolate overflow-hidden rounded-3xl bg-gradient-to-br from-blue-600 via-indigo-600 to-violet-700 px-6 py-16 text-center shadow-xl shadow-indigo-600/20 sm:px-16 sm:py-20">
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_20%_0%,rgba(255,255,255,0.22),transparent_45%),radial-gradient(circle_at_90%_100%,rgba(45,212,191,0.25),transparent_40%)]"
          />
          <h2
            id="closing-cta-title"
            className="mx-auto max-w-2xl text-3xl font-semibold tracking-tight text-balance text-white sm:text-4xl"
          >
            Your next document is five minutes away
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-lg leading-8 text-blue-100">
            Answer a few questions, get a professional document, and get back to building.
          </p>
          <a
            href={LOGIN_URL}
            className="mt-10 inline-flex h-12 items-center justify-center gap-2 rounded-md bg-white px-6 text-base font-semibold text-blue-700 shadow-sm transition-colors hover:bg-blue-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white focus-visible:ring-offset-2 focus-visible:ring-offset-indigo-600"
          >
            Create your first document
            <ArrowRight className="size-4" aria-hidden="true" />
          </a>
          <p className="mt-4 text-sm text-blue-100">3 documents free. No credit card required.</p>
        </div>
      </div>
    </section>
  );
}
