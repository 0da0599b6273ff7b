// The right-hand side of the studio: the logo in its layout, the square mark at favicon sizes, a
// monochrome version and the logo on a dark background, all redrawn as the form changes; then the
// contrast checks and what the kit holds.
import { CircleCheck, TriangleAlert } from "lucide-react";
import type * as React from "react";
import { LOGO_LAYOUT_OPTIONS, MIN_TEXT_CONTRAST } from "@shared/logo-studio";
import { cn } from "@/lib/utils";
import { type ContrastCheck, contrastChecks, formatRatio, type PreviewModel } from "../lib/preview";
import { LogoArt, MarkArt, palettes } from "./logo-art";

function PreviewTile({
  caption,
  background,
  className,
  children,
}: {
  caption: string;
  background: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <figure className={cn("overflow-hidden rounded-xl border shadow-xs", className)}>
      <div
        className="flex min-h-28 items-center justify-center-safe overflow-x-auto p-5"
        style={{ background }}
      >
        {children}
      </div>
      <figcaption className="border-t bg-white px-4 py-2 text-xs font-medium text-slate-600">
        {caption}
      </figcaption>
    </figure>
  );
}

const ADVICE: Record<ContrastCheck["id"], string> = {
  name: "The name may be hard to read on white: choose a darker primary colour.",
  initials: "White initials may be hard to read on the mark: choose a darker primary colour.",
};

function ContrastPanel({ checks }: { checks: ContrastCheck[] }) {
  const failing = checks.filter((c) => !c.passes);
  return (
    <section
      aria-labelledby="contrast-title"
      aria-live="polite"
      className={cn(
        "rounded-xl border p-4 text-sm",
        failing.length ? "border-amber-300 bg-amber-50" : "border-emerald-200 bg-emerald-50/60",
      )}
    >
      <h3 id="contrast-title" className="flex items-center gap-2 font-semibold text-slate-900">
        {failing.length ? (
          <TriangleAlert className="size-4 text-amber-700" aria-hidden="true" />
        ) : (
          <CircleCheck className="size-4 text-emerald-700" aria-hidden="true" />
        )}
        {failing.length ? "Low contrast" : "Contrast passes WCAG AA"}
      </h3>
      <ul className="mt-2 space-y-1.5">
        {checks.map((c) => (
          <li key={c.id} data-testid={`contrast-${c.id}`} className="text-slate-700">
            <span className="font-medium">{c.label}:</span> {formatRatio(c.ratio)}
            {c.passes ? (
              <span className="text-emerald-800"> (at least {MIN_TEXT_CONTRAST}:1)</span>
            ) : (
              <span className="text-amber-900">
                {" "}
                — below {MIN_TEXT_CONTRAST}:1. {ADVICE[c.id]}
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

const KIT_CONTENTS = [
  ["logo.svg, logo.png", "the logo, text drawn as shapes"],
  ["favicon.ico", "16, 32 and 48 px"],
  ["icon.svg", "the square mark"],
  ["apple-touch-icon.png", "180 × 180"],
  ["icon-192.png, icon-512.png", "for the web app manifest"],
  ["icon-maskable-512.png", "full-bleed, for Android's shapes"],
  ["site.webmanifest, snippet.html", "the tags for your <head>"],
] as const;

export function LogoPreview({ model }: { model: PreviewModel }) {
  const brand = palettes.brand(model);
  const dark = palettes.dark(model);
  const mono = palettes.monochrome();
  const layout = LOGO_LAYOUT_OPTIONS.find((o) => o.value === model.layout)?.label ?? "Horizontal";
  return (
    <section aria-labelledby="preview-title" className="space-y-4">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="preview-title" className="text-xl font-semibold tracking-tight text-slate-950">
          Live preview
        </h2>
        <p className="text-xs text-muted-foreground">Updates as you type</p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <PreviewTile
          caption={layout === "Monogram" ? "Monogram" : `${layout} logo`}
          background={brand.background}
          className="sm:col-span-2"
        >
          <LogoArt model={model} palette={brand} />
        </PreviewTile>
        <PreviewTile caption="Square mark" background={brand.background}>
          <div className="flex items-end gap-4">
            <MarkArt model={model} palette={brand} size={72} />
            <MarkArt model={model} palette={brand} size={32} />
            <MarkArt model={model} palette={brand} size={16} />
          </div>
        </PreviewTile>
        <PreviewTile caption="App icon, as Android crops it" background={brand.background}>
          {/* The maskable icon is full-bleed; a launcher may crop it down to its safe circle. */}
          <MarkArt model={model} palette={brand} size={72} shape="full-bleed" className="rounded-full" />
        </PreviewTile>
        <PreviewTile caption="Monochrome" background={mono.background} className="sm:col-span-2">
          <LogoArt model={model} palette={mono} />
        </PreviewTile>
        <PreviewTile caption="On a dark background" background={dark.background} className="sm:col-span-2">
          <LogoArt model={model} palette={dark} />
        </PreviewTile>
      </div>
      <ContrastPanel checks={contrastChecks(model)} />
      <div className="rounded-xl border bg-white p-4 text-sm shadow-xs">
        <h3 className="font-semibold text-slate-900">In the kit</h3>
        <ul className="mt-2 grid gap-1 text-slate-700 sm:grid-cols-2">
          {KIT_CONTENTS.map(([files, what]) => (
            <li key={files}>
              <span className="font-mono text-xs">{files}</span>
              <span className="text-muted-foreground"> — {what}</span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
