// The phone menu of the site's and the app's top bars. A <details> disclosure: it opens without
// any JavaScript; a click on a link inside, or Escape, closes it.
import { Menu, X } from "lucide-react";
import type * as React from "react";
import { cn } from "@/lib/utils";

function closeMenu(event: React.SyntheticEvent<HTMLElement>) {
  event.currentTarget.closest("details")?.removeAttribute("open");
}

export function MobileMenu({ className, children }: { className?: string; children: React.ReactNode }) {
  return (
    <details
      className="group md:hidden"
      onKeyDown={(e) => {
        if (e.key === "Escape") closeMenu(e);
      }}
    >
      <summary
        className="flex size-10 cursor-pointer list-none items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-details-marker]:hidden"
        aria-label="Menu"
      >
        <Menu className="size-5 group-open:hidden" aria-hidden="true" />
        <X className="hidden size-5 group-open:block" aria-hidden="true" />
      </summary>
      <nav
        aria-label="Mobile"
        onClick={closeMenu}
        className={cn("absolute inset-x-0 top-full border-b bg-white px-4 pt-2 shadow-lg", className)}
      >
        {children}
      </nav>
    </details>
  );
}
