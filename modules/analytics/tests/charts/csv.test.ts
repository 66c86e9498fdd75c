import { describe, expect, it } from "vitest";

import { buildChartTable } from "../../src/server/services/charts/chart-table";
import { chartCsv, csvCell } from "../../src/server/services/charts/csv";

describe("csvCell", () => {
  it("neutralises cells a spreadsheet would run as a formula", () => {
    for (const text of ['=HYPERLINK("http://x")', "+1", "-1+2", "@SUM(A1)", "\tx", "\rx"]) {
      expect(csvCell(text).replace(/^"/, ""), text).toMatch(/^'/);
    }
    expect(csvCell("Sodium")).toBe("Sodium");
  });

  it("quotes commas, quotes and line breaks (RFC 4180)", () => {
    expect(csvCell('A "quoted", name')).toBe('"A ""quoted"", name"');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell("=1,2")).toBe(`"'=1,2"`);
  });

  it("leaves numbers as they are", () => {
    expect(csvCell(1234)).toBe("1234");
    expect(csvCell(0)).toBe("0");
  });
});

describe("chartCsv", () => {
  const projects = [
    { id: "AAAA0001", name: "=cmd|' /C calc'!A0" },
    { id: "BBBB0002", name: "Plain, with comma" },
  ];
  const range = { from: "2026-05-01", to: "2026-05-02" };
  const points = [
    { projectId: "AAAA0001", day: "2026-05-01", value: 1_234 },
    { projectId: "BBBB0002", day: "2026-05-02", value: 5 },
  ];
  const slugs = new Map([
    ["AAAA0001", "evil"],
    ["BBBB0002", "plain"],
  ]);

  it("has one row per day and project, zeros included, injection-safe", () => {
    expect(chartCsv("downloads", buildChartTable(projects, range, points), slugs).split("\r\n")).toEqual([
      "day,project_id,project_slug,project_name,downloads",
      "2026-05-01,AAAA0001,evil,'=cmd|' /C calc'!A0,1234",
      '2026-05-01,BBBB0002,plain,"Plain, with comma",0',
      "2026-05-02,AAAA0001,evil,'=cmd|' /C calc'!A0,0",
      '2026-05-02,BBBB0002,plain,"Plain, with comma",5',
      "",
    ]);
  });

  it("writes revenue as exact dollars from the ledger's cents", () => {
    const csv = chartCsv("revenue", buildChartTable(projects, range, points), slugs);
    expect(csv.split("\r\n")[0]).toBe("day,project_id,project_slug,project_name,revenue_usd");
    expect(csv).toContain("2026-05-01,AAAA0001,evil,'=cmd|' /C calc'!A0,12.34");
    expect(csv).toContain('2026-05-02,BBBB0002,plain,"Plain, with comma",0.05');
  });
});
