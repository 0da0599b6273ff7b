import { describe, expect, test } from "vitest";
import { chartScale, chartSvg } from "./chart-svg";
import { type ChartBlock, type DocumentModel, chart, estimatedPages, section } from "./model";
import { renderHtmlFragment, renderHtmlPage } from "./render-html";
import { renderMarkdown } from "./render-markdown";
import { HOSTILE, unsafeHtml } from "../../test/rendered";

const block = (text = "") => {
  const t = (s: string) => (text ? `${s} ${text}` : s);
  return chart(
    t("Caption"),
    t("Month"),
    ["Jan", t("Feb"), "Mar"],
    [
      { name: t("Revenue"), values: [100, 250, -50] },
      { name: "Costs", values: [80, 80, 80] },
    ],
    (v) => `$${v}`,
    t("USD"),
  );
};

const model = (text = ""): DocumentModel => ({
  type: "business_plan",
  title: "Plan",
  meta: [],
  sections: [section("Figures", [block(text)])],
});

describe("the chart block", () => {
  test("HTML: a figure with an inline SVG line per series, and its caption", () => {
    const html = renderHtmlFragment(model());
    expect(html).toContain('<figure class="doc-chart"><svg class="doc-chart-svg" viewBox="0 0 640 280" role="img" focusable="false"><title>Caption</title>');
    expect(html.match(/<polyline /g)).toHaveLength(2);
    expect(html).toContain("<figcaption>Caption</figcaption>");
    expect(html).toContain(">Revenue</text>");
    expect(html).toContain(">USD</text>");
  });

  test("Markdown: the chart's data as a table under its caption", () => {
    const md = renderMarkdown(model());
    expect(md).toContain(
      ["**Caption**", "", "| Month | Revenue | Costs |", "| --- | ---: | ---: |", "| Jan | $100 | $80 |", "| Feb | $250 | $80 |", "| Mar | $-50 | $80 |"].join("\n"),
    );
    expect(md).not.toContain("<svg");
  });

  test("hostile text in captions, labels, names and unit is escaped; the SVG has no script, handler or link", () => {
    const html = renderHtmlFragment(model(HOSTILE));
    const page = renderHtmlPage(model(HOSTILE));
    expect(unsafeHtml(html)).toEqual([]);
    expect(unsafeHtml(page)).toEqual([]);
    const svg = chartSvg(block(HOSTILE) as ChartBlock);
    // Every tag is one we wrote, with our attributes only; the hostile text stayed text.
    for (const tag of svg.match(/<[^<>]+>/g)!) expect(tag).not.toMatch(/<script|\son\w+=|href|url\(|javascript:/i);
    expect(svg).toContain("<title>Caption &#60;script&#62;alert(1)&#60;/script&#62;");
    const md = renderMarkdown(model(HOSTILE));
    expect(md).not.toContain("<script>");
  });

  test("the y axis takes in 0 and every value, in round steps", () => {
    expect(chartScale([100, 250, -50])).toEqual({ min: -100, max: 300, step: 100 });
    expect(chartScale([0, 0])).toEqual({ min: 0, max: 1, step: 0.25 });
    expect(chartScale([1_234_567])).toEqual({ min: 0, max: 1_500_000, step: 500_000 });
    expect(chartScale([-10, -20])).toEqual({ min: -20, max: 0, step: 5 });
  });

  test("non-finite values and a single point still draw finite coordinates", () => {
    const svg = chartSvg({
      type: "chart",
      caption: "c",
      labelHeader: "m",
      labels: ["Only"],
      series: [{ name: "s", values: [Number.NaN], text: ["-"] }],
    });
    expect(svg).not.toMatch(/NaN|Infinity/);
    expect(svg).toContain("<polyline ");
  });

  test("counts toward the printed length like a third of a page", () => {
    const empty = estimatedPages({ ...model(), sections: [section("Figures", [])] });
    expect(estimatedPages(model()) - empty).toBeCloseTo((90 + 1_000) / 3_000, 5);
  });
});
