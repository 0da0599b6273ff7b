import { Logo } from "@/components/layout/logo";
import { MobileMenu } from "@/components/layout/mobile-menu";
import { Button } from "@/components/ui/button";
import { LOGIN_URL } from "@/lib/navigation";
import { cn } from "@/lib/utils";

const NAV_LINKS = [
  { href: "#tools", label: "Tools" },
  { href: "#pricing", label: "Pricing" },
  { href: "#about", label: "About" },
];

/** The page's sections; the bar's links and the phone menu's differ only in size. */
function SectionLinks({ className, linkClassName }: { className: string; linkClassName: string }) {
  return (
    <ul className={className}>
      {NAV_LINKS.map((link) => (
        <li key={link.href}>
          <a
            href={link.href}
            className={cn(
              "rounded-md px-3 font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
              linkClassName,
            )}
          >
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Both go to sign-in: a new visitor gets an account on the way. */
function SignInButtons({ signInVariant }: { signInVariant: "ghost" | "outline" }) {
  return (
    <>
      <Button asChild variant={signInVariant}>
        <a href={LOGIN_URL}>Sign In</a>
      </Button>
      <Button asChild>
        <a href={LOGIN_URL}>Get Started Free</a>
      </Button>
    </>
  );
}

function SiteMobileMenu() {
  return (
    <MobileMenu className="pb-5">
      <SectionLinks
        className="grid gap-1"
        linkClassName="block py-2.5 text-base text-slate-700 hover:bg-slate-100"
      />
      <div className="mt-4 grid grid-cols-2 gap-3">
        <SignInButtons signInVariant="outline" />
      </div>
    </MobileMenu>
  );
}

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/70 bg-white/80 backdrop-blur-md supports-[backdrop-filter]:bg-white/70">
      <div className="container flex h-16 items-center justify-between gap-4">
        <a
          href="#top"
          aria-label="FounderDocs home"
          className="rounded-md focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
        >
          <Logo />
        </a>
        <nav aria-label="Main" className="hidden md:block">
          <SectionLinks
            className="flex items-center gap-1"
            linkClassName="py-2 text-sm text-slate-600 transition-colors hover:text-slate-900"
          />
        </nav>
        <div className="hidden items-center gap-2 md:flex">
          <SignInButtons signInVariant="ghost" />
        </div>
        <SiteMobileMenu />
      </div>
    </header>
  );
}
