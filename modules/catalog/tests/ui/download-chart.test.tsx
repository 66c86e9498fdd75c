import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { DownloadChart } from "../../src/ui/components/download-chart";

// Issue 14: the analytics tables printed raw numbers ("18254"); every count uses the spec's number format.
describe("DownloadChart", () => {
  it("prints the total and each day's count in the spec's number format", () => {
    const html = renderToStaticMarkup(
      <DownloadChart
        heading="Downloads, previous 30 days"
        testId="analytics"
        series={{
          total: 1_254_300,
          days: [
            { day: "2026-11-01", count: 18_254 },
            { day: "2026-11-02", count: 1_234 },
            { day: "2026-11-03", count: 7 },
          ],
        }}
      />,
    );
    expect(html).toContain("Downloads, previous 30 days: 1.25M");
    expect(html).toContain("<span>18.3k</span>");
    expect(html).toContain("<span>1,234</span>");
    expect(html).toContain("<span>7</span>");
    expect(html).not.toContain("18254");
    // Issue 14: days go through <DateTime> (the page's locale, UTC), not the raw YYYY-MM-DD.
    expect(html).toContain('<time dateTime="2026-11-01T00:00:00.000Z" class="w-24">Nov 1, 2026</time>');
  });
});
