import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { ChartTooltipContent, TOOLTIP_LIMIT, tooltipEntries } from "../../src/ui/charts/chart-tooltip";
import { formatShort, formatValue } from "../../src/ui/charts/metric-format";

const entries = Array.from({ length: 20 }, (_, index) => ({ name: `Project ${index + 1}`, value: index + 1 }));

describe("the chart's tooltip (spec §9: up to 15 projects)", () => {
  it("lists the 15 largest, counts the rest and sums them all", () => {
    const { shown, more, total } = tooltipEntries(entries);
    expect(TOOLTIP_LIMIT).toBe(15);
    expect(shown.map((entry) => entry.value)).toEqual([20, 19, 18, 17, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6]);
    expect(more).toBe(5);
    expect(total).toBe(210);
  });

  it("renders the projects, 'and N more' and the total", () => {
    const html = renderToStaticMarkup(
      <ChartTooltipContent day="2026-05-01" entries={entries} format={(value) => formatValue("revenue", value)} />,
    );
    expect(html).toContain("Project 20");
    expect(html).toContain("Project 6<");
    expect(html).not.toContain("Project 5<");
    expect(html).toContain("and 5 more");
    expect(html).toContain("$2.10"); // 210 cents
    expect(html.match(/<li/g)).toHaveLength(15);
  });

  it("lists every project and no 'more' when there are at most 15", () => {
    const html = renderToStaticMarkup(
      <ChartTooltipContent day="2026-05-01" entries={entries.slice(0, 3)} format={String} />,
    );
    expect(html.match(/<li/g)).toHaveLength(3);
    expect(html).not.toContain("more");
  });
});

describe("the charts' numbers", () => {
  it("show money with a dollar sign, rounded down to cents, shortened with k and M on axes", () => {
    expect(formatValue("revenue", 123_456_789)).toBe("$1,234,567.89");
    expect(formatShort("revenue", 123_456_789)).toBe("$1.23M");
    expect(formatShort("revenue", 199_999)).toBe("$1.99k");
    expect(formatShort("revenue", 99)).toBe("$0.99");
    expect(formatValue("downloads", 18_254)).toBe("18,254");
    expect(formatShort("downloads", 18_254)).toBe("18.3k");
  });
});
