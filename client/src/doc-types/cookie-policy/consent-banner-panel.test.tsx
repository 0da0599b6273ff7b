// The banner panel says where the code goes in the very words of the code's comments.
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  BANNER_PLACEMENT,
  CONSENT_MODE_COMMENT,
  CONSENT_MODE_PLACEMENT,
  bannerComment,
} from "@shared/doc-types/cookie-policy/banner-placement";
import { ConsentBannerPanel } from "./consent-banner-panel";

const LIBRARY = '<script src="/banner/cookieconsent.umd.js"></script>';

describe("ConsentBannerPanel", () => {
  it("with Google Consent Mode: <head> before any Google tag, then the banner before </body>, as the code says", () => {
    const snippet = `${CONSENT_MODE_COMMENT}\n<script>gtag("consent", "default", {});</script>\n${bannerComment(true)}\n${LIBRARY}`;
    render(<ConsentBannerPanel documentId="d1" snippet={snippet} />);
    const steps = screen.getByTestId("banner-placement");
    expect(steps.tagName).toBe("OL");
    expect(steps).toHaveTextContent(`${CONSENT_MODE_PLACEMENT}, on every page: the Google Consent Mode v2 defaults`);
    expect(steps).toHaveTextContent(`${BANNER_PLACEMENT}, on every page: the cookie consent banner`);
    expect(snippet).toContain(`1. ${CONSENT_MODE_PLACEMENT}`);
    expect(snippet).toContain(`2. ${BANNER_PLACEMENT}`);
    expect(screen.queryByText(/closing <\/body> tag/)).not.toBeInTheDocument();
  });

  it("without it: one place, the banner's", () => {
    render(<ConsentBannerPanel documentId="d1" snippet={`${bannerComment(false)}\n${LIBRARY}`} />);
    expect(screen.getByTestId("banner-placement")).toHaveTextContent(
      "Just before </body>, on every page of your website: the cookie consent banner.",
    );
    expect(screen.getByTestId("banner-placement")).not.toHaveTextContent("<head>");
  });
});
