import { TOOLS } from "@shared/catalogue";
import { Logo } from "@/components/layout/logo";
import { LOGIN_URL } from "@/lib/navigation";

const LINK_CLASSES =
  "rounded-sm text-sm text-slate-600 transition-colors hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";

const COLUMNS = [
  {
    title: "Product",
    links: [
      { href: "#tools", label: "All tools" },
      { href: "#preview", label: "Dashboard" },
      { href: "#pricing", label: "Plans & pricing" },
    ],
  },
  {
    title: "Account",
    links: [
      { href: LOGIN_URL, label: "Create a free account" },
      { href: LOGIN_URL, label: "Log in to your dashboard" },
    ],
  },
];

export function SiteFooter() {
  return (
    <footer id="about" className="scroll-mt-16 border-t border-slate-200 bg-slate-50">
      <div className="container grid gap-12 py-14 lg:grid-cols-[1.4fr_2fr]">
        <div className="max-w-sm">
          <Logo />
          <h2 className="mt-5 text-sm font-semibold text-slate-900">About FounderDocs</h2>
          <p className="mt-2 text-sm leading-6 text-slate-600">
            FounderDocs brings {TOOLS.length} tools together so founders, freelancers and small
            businesses can produce professional legal and business documents from a simple form,
            without waiting on a lawyer.
          </p>
        </div>
        <nav aria-label="Footer" className="grid grid-cols-2 gap-8 sm:max-w-md">
          {COLUMNS.map((col) => (
            <div key={col.title}>
              <h2 className="text-sm font-semibold text-slate-900">{col.title}</h2>
              <ul className="mt-4 grid gap-3">
                {col.links.map((link) => (
                  <li key={link.label}>
                    <a href={link.href} className={LINK_CLASSES}>
                      {link.label}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      </div>
      <div className="border-t border-slate-200">
        <div className="container flex flex-col gap-2 py-6 text-xs text-slate-500 sm:flex-row sm:items-center sm:justify-between">
          <p>&copy; {new Date().getFullYear()} FounderDocs. All rights reserved.</p>
          <p>FounderDocs is not a law firm and does not provide legal advice.</p>
        </div>
      </div>
    </footer>
  );
}
