// Made-up company wordmarks drawn inline: no remote images on the landing page.
import type * as React from "react";

type Wordmark = { name: string; glyph: React.ReactNode; className: string };

const WORDMARKS: Wordmark[] = [
  {
    name: "Northwind",
    className: "font-semibold tracking-tight",
    glyph: (
      <path
        d="M12 3 21 20H3Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinejoin="round"
      />
    ),
  },
  {
    name: "lumina",
    className: "font-medium lowercase tracking-wide",
    glyph: (
      <>
        <circle cx="12" cy="12" r="4.5" fill="currentColor" />
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.8" />
      </>
    ),
  },
  {
    name: "PARALLAX",
    className: "font-bold tracking-[0.2em] text-[13px]",
    glyph: <path d="M4 19 10 5h3L7 19Zm7 0 6-14h3l-6 14Z" fill="currentColor" />,
  },
  {
    name: "Kestrel",
    className: "font-semibold italic",
    glyph: (
      <path d="M3 15c5-1 8-5 9-11 1 6 4 10 9 11-4 1-7 3-9 6-2-3-5-5-9-6Z" fill="currentColor" />
    ),
  },
  {
    name: "orbitly",
    className: "font-bold tracking-tight",
    glyph: (
      <>
        <circle cx="12" cy="12" r="3" fill="currentColor" />
        <ellipse
          cx="12"
          cy="12"
          rx="10"
          ry="4.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          transform="rotate(-25 12 12)"
        />
      </>
    ),
  },
  {
    name: "Helio",
    className: "font-normal tracking-wide text-xl",
    glyph: (
      <path
        d="M12 2v4M12 18v4M2 12h4M18 12h4M5 5l3 3M16 16l3 3M5 19l3-3M16 8l3-3"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    ),
  },
];

export function LogoStrip() {
  return (
    <div className="mt-16">
      <p className="text-xs font-semibold tracking-[0.18em] text-slate-500 uppercase">
        Paperwork sorted for teams at
      </p>
      <ul
        aria-label="Companies using FounderDocs"
        className="mx-auto mt-6 flex max-w-4xl flex-wrap items-center justify-center gap-x-10 gap-y-5 text-slate-500"
      >
        {WORDMARKS.map((mark) => (
          <li
            key={mark.name}
            className="flex items-center gap-2 text-lg transition-colors hover:text-slate-700"
          >
            <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true" focusable="false">
              {mark.glyph}
            </svg>
            <span className={mark.className}>{mark.name}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
