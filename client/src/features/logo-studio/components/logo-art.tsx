// The logo drawn in the browser, from the same geometry the server draws the kit with
// (LOGO_GEOMETRY): the mark as inline SVG, the wordmark as flexbox (as satori lays it out on the
// server), the name in the chosen web font. Nothing is sent to the server while the user types.
import "@fontsource/inter/700.css";
import "@fontsource/playfair-display/700.css";
import "@fontsource/space-grotesk/700.css";
import "@fontsource/roboto-slab/700.css";
import { DARK_BACKGROUND, LOGO_FONT_FAMILIES, LOGO_GEOMETRY } from "@shared/logo-studio";
import { cn } from "@/lib/utils";
import { type PreviewModel, WHITE } from "../lib/preview";
import { SymbolIcon } from "./symbol-icon";

const G = LOGO_GEOMETRY;
const INK = "#111827";

export interface Palette {
  tile: string;
  content: string;
  name: string;
  accent: string;
  ring: string;
  background: string;
}

export const palettes = {
  brand: (m: PreviewModel): Palette => ({
    tile: m.primaryColor,
    content: WHITE,
    name: m.primaryColor,
    accent: m.secondaryColor,
    ring: m.secondaryColor,
    background: WHITE,
  }),
  monochrome: (): Palette => ({ tile: INK, content: WHITE, name: INK, accent: INK, ring: INK, background: WHITE }),
  dark: (m: PreviewModel): Palette => ({
    tile: m.primaryColor,
    content: WHITE,
    name: WHITE,
    accent: m.secondaryColor,
    ring: m.secondaryColor,
    background: DARK_BACKGROUND,
  }),
};

// Bold capitals are about 0.72 em tall and 0.68 em wide: enough to size the initials into their
// box without measuring (the server fits the exact ink).
const CAP_HEIGHT = 0.72;
const ADVANCE = 0.68;

function Initials({ model, palette, box }: { model: PreviewModel; palette: Palette; box: { width: number; height: number } }) {
  const size = G.mark.size;
  const count = Array.from(model.initials).length;
  const fontSize = Math.min((size * box.height) / CAP_HEIGHT, (size * box.width) / (count * ADVANCE));
  return (
    <text
      x={size / 2}
      y={size / 2 + (fontSize * CAP_HEIGHT) / 2}
      textAnchor="middle"
      fontFamily={LOGO_FONT_FAMILIES[model.font]}
      fontWeight={700}
      fontSize={fontSize}
      fill={palette.content}
    >
      {model.initials}
    </text>
  );
}

/**
 * The square mark (shape "tile"), the same square without its rounded corners as the maskable and
 * touch icons have it ("full-bleed"), or the monogram badge.
 */
export function MarkArt({
  model,
  palette,
  size,
  shape = "tile",
  className,
}: {
  model: PreviewModel;
  palette: Palette;
  size: number;
  shape?: "tile" | "full-bleed" | "monogram";
  className?: string;
}) {
  const square = shape !== "monogram";
  const full = G.mark.size;
  const symbol = square ? model.symbol : undefined;
  const box = full * G.mark.symbolBox;
  return (
    <svg
      viewBox={`0 0 ${full} ${full}`}
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
      className={cn("shrink-0", className)}
      data-testid={shape === "monogram" ? "monogram" : "mark"}
    >
      {square ? (
        <rect width={full} height={full} rx={shape === "tile" ? G.mark.radius : 0} fill={palette.tile} />
      ) : (
        <>
          <circle cx={full / 2} cy={full / 2} r={full / 2} fill={palette.ring} />
          <circle cx={full / 2} cy={full / 2} r={full / 2 - G.monogram.ring} fill={palette.tile} />
        </>
      )}
      {symbol ? (
        <SymbolIcon
          symbol={symbol}
          x={(full - box) / 2}
          y={(full - box) / 2}
          width={box}
          height={box}
          stroke={palette.content}
          strokeWidth={G.mark.strokeWidth}
          data-testid="mark-symbol"
        />
      ) : (
        <Initials
          model={model}
          palette={palette}
          box={square ? G.mark.initialsBox : G.monogram.initialsBox}
        />
      )}
    </svg>
  );
}

/** Long names are drawn smaller, so the preview stays inside its panel. */
const scaleFor = (name: string) => 0.25 * Math.min(1, 22 / Math.max(22, Array.from(name).length));

/** The logo in the chosen layout: the monogram badge, or the mark with the name and its accent. */
export function LogoArt({ model, palette }: { model: PreviewModel; palette: Palette }) {
  if (model.layout === "monogram") {
    return <MarkArt model={model} palette={palette} size={96} shape="monogram" />;
  }
  const w = G.wordmark;
  const scale = scaleFor(model.name);
  const s = (v: number) => v * scale;
  const stacked = model.layout === "stacked";
  return (
    <div
      className="flex items-center"
      style={{ flexDirection: stacked ? "column" : "row", gap: s(stacked ? w.gapStacked : w.gapHorizontal) }}
    >
      <MarkArt model={model} palette={palette} size={s(w.markSize)} />
      <div className="flex flex-col" style={{ alignItems: stacked ? "center" : "flex-start", gap: s(w.accent.gap) }}>
        <span
          className="whitespace-pre"
          style={{
            fontFamily: LOGO_FONT_FAMILIES[model.font],
            fontWeight: 700,
            fontSize: s(w.fontSize),
            lineHeight: `${s(w.lineHeight)}px`,
            color: palette.name,
          }}
        >
          {model.name}
        </span>
        <span
          aria-hidden="true"
          style={{
            width: s(w.accent.maxWidth),
            maxWidth: "100%",
            height: s(w.accent.height),
            borderRadius: s(w.accent.height) / 2,
            background: palette.accent,
          }}
        />
      </div>
    </div>
  );
}
