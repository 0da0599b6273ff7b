import { Star } from "lucide-react";

const TESTIMONIALS = [
  {
    quote:
      "We launched our SaaS with a privacy policy and terms in a single afternoon. Our lawyer only had to review them, not write them from scratch.",
    name: "Maya Chen",
    role: "Founder & CEO, Lumina Studio",
    initials: "MC",
    avatar: "bg-blue-600",
  },
  {
    quote:
      "Invoices number themselves and I can see at a glance who has paid. I stopped chasing clients through spreadsheets.",
    name: "Daniel Okafor",
    role: "Freelance product designer",
    initials: "DO",
    avatar: "bg-emerald-700",
  },
  {
    quote:
      "The mutual NDA took five minutes. Sending one before every partner call is now a non-event.",
    name: "Sofia Martínez",
    role: "Co-founder, Kestrel Robotics",
    initials: "SM",
    avatar: "bg-violet-600",
  },
];

export function TestimonialsSection() {
  return (
    <section aria-labelledby="testimonials-title" className="py-20 sm:py-28">
      <div className="container">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold text-primary">Testimonials</p>
          <h2
            id="testimonials-title"
            className="mt-2 text-3xl font-semibold tracking-tight text-balance text-slate-950 sm:text-4xl"
          >
            Founders would rather be building
          </h2>
        </div>
        <ul className="mt-14 grid gap-6 md:grid-cols-3">
          {TESTIMONIALS.map((t) => (
            <li key={t.name}>
              <figure className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-xs">
                <div className="flex text-amber-500">
                  {Array.from({ length: 5 }, (_, i) => (
                    <Star key={i} className="size-4 fill-current" aria-hidden="true" />
                  ))}
                  <span className="sr-only">Rated 5 out of 5</span>
                </div>
                <blockquote className="mt-4 flex-1 text-[15px] leading-7 text-slate-700">
                  <p>&ldquo;{t.quote}&rdquo;</p>
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className={`flex size-10 items-center justify-center rounded-full text-sm font-semibold text-white ${t.avatar}`}
                  >
                    {t.initials}
                  </span>
                  <span>
                    <span className="block text-sm font-semibold text-slate-900">{t.name}</span>
                    <span className="block text-sm text-slate-500">{t.role}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
