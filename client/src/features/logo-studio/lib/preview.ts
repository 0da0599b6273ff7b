// What the live preview draws, taken from the form as it is being typed: every value that doesn't
// validate yet falls back to its default, so the preview never breaks mid-keystroke. And the
// contrast checks of the page (WCAG 2.x ratios).
import {
  contrastRatio,
  DEFAULT_LOGO_FONT,
  DEFAULT_LOGO_PRIMARY_COLOR,
  DEFAULT_SECONDARY_COLOR,
  deriveInitials,
  isDrawable,
  isHexColor,
  LOGO_FONT_OPTIONS,
  LOGO_LAYOUT_OPTIONS,
  LOGO_NAME_MAX,
  LOGO_SYMBOLS,
  type LogoFont,
  type LogoLayout,
  type LogoSymbol,
  MIN_TEXT_CONTRAST,
  type TLogoKitRequestInput,
} from "@shared/logo-studio";

export const PLACEHOLDER_NAME = "Your Business";
export const WHITE = "#ffffff";

export interface PreviewModel {
  name: string;
  /** What the mark shows when it has no symbol, and what the monogram shows. */
  initials: string;
  symbol: LogoSymbol | undefined;
  font: LogoFont;
  primaryColor: string;
  secondaryColor: string;
  layout: LogoLayout;
}

const oneOf = <T extends string>(values: readonly T[], value: unknown): T | undefined =>
  values.find((v) => v === value);

export function previewModel(values: Partial<TLogoKitRequestInput>): PreviewModel {
  const typed = typeof values.name === "string" ? values.name.replace(/\s+/g, " ").trim() : "";
  const name =
    typed && isDrawable(typed) ? Array.from(typed).slice(0, LOGO_NAME_MAX).join("") : PLACEHOLDER_NAME;
  const initials = typeof values.initials === "string" ? values.initials.trim() : "";
  return {
    name,
    initials: /^[\p{L}\p{N}]{1,3}$/u.test(initials) && isDrawable(initials) ? initials : deriveInitials(name),
    symbol: oneOf(LOGO_SYMBOLS, values.symbol),
    font: oneOf(LOGO_FONT_OPTIONS.map((o) => o.value), values.font) ?? DEFAULT_LOGO_FONT,
    primaryColor: isHexColor(values.primaryColor) ? values.primaryColor.toLowerCase() : DEFAULT_LOGO_PRIMARY_COLOR,
    secondaryColor: isHexColor(values.secondaryColor)
      ? values.secondaryColor.toLowerCase()
      : DEFAULT_SECONDARY_COLOR,
    layout: oneOf(LOGO_LAYOUT_OPTIONS.map((o) => o.value), values.layout) ?? "horizontal",
  };
}

export interface ContrastCheck {
  id: "name" | "initials";
  label: string;
  foreground: string;
  background: string;
  ratio: number;
  passes: boolean;
}

/** The text of the logo against what it sits on: the name on white, the initials on the tile. */
export function contrastChecks(model: PreviewModel): ContrastCheck[] {
  const check = (id: ContrastCheck["id"], label: string, foreground: string, background: string) => {
    const ratio = contrastRatio(foreground, background);
    return { id, label, foreground, background, ratio, passes: ratio >= MIN_TEXT_CONTRAST };
  };
  const checks: ContrastCheck[] = [];
  if (model.layout !== "monogram") {
    checks.push(check("name", "Name on white", model.primaryColor, WHITE));
  }
  if (!model.symbol || model.layout === "monogram") {
    checks.push(check("initials", "White initials on the primary colour", WHITE, model.primaryColor));
  }
  return checks;
}

/** "4.48:1", rounded down so a ratio just under 4.5 never reads as 4.5. */
export const formatRatio = (ratio: number) => `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
