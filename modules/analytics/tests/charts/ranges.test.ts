import { describe, expect, it } from "vitest";

import { AppError } from "../../../core/src/errors";
import { parseChartQuery } from "../../src/server/services/charts/chart-query";
import { daysBetween, parseDay, resolveRange } from "../../src/server/services/charts/ranges";

const at = (iso: string) => new Date(iso);

function refusal(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error("expected a refusal");
}

describe("resolveRange (spec §9, UTC days)", () => {
  it("the previous 30 days are today and the 29 days before it", () => {
    expect(resolveRange({ range: "30d" }, at("2026-03-15T23:59:59Z"))).toEqual({
      from: "2026-02-14",
      to: "2026-03-15",
    });
    expect(daysBetween("2026-02-14", "2026-03-15")).toHaveLength(30);
  });

  it("counts days in UTC, not the server's zone, at the day's first and last millisecond", () => {
    expect(resolveRange({ range: "30d" }, at("2026-03-01T00:00:00.000Z")).to).toBe("2026-03-01");
    expect(resolveRange({ range: "30d" }, at("2026-02-28T23:59:59.999Z")).to).toBe("2026-02-28");
  });

  it("this month runs from its first day to today", () => {
    expect(resolveRange({ range: "this-month" }, at("2026-03-01T00:00:00Z"))).toEqual({
      from: "2026-03-01",
      to: "2026-03-01",
    });
    expect(resolveRange({ range: "this-month" }, at("2026-12-31T23:59:59Z"))).toEqual({
      from: "2026-12-01",
      to: "2026-12-31",
    });
  });

  it("last month is the whole previous calendar month, across a year's end and February of a leap year", () => {
    expect(resolveRange({ range: "last-month" }, at("2027-01-01T00:00:00Z"))).toEqual({
      from: "2026-12-01",
      to: "2026-12-31",
    });
    expect(resolveRange({ range: "last-month" }, at("2028-03-31T12:00:00Z"))).toEqual({
      from: "2028-02-01",
      to: "2028-02-29",
    });
    expect(resolveRange({ range: "last-month" }, at("2026-03-31T12:00:00Z"))).toEqual({
      from: "2026-02-01",
      to: "2026-02-28",
    });
  });

  it("takes a custom range of up to 366 days, one day included", () => {
    expect(resolveRange({ range: "custom", from: "2026-01-05", to: "2026-01-05" })).toEqual({
      from: "2026-01-05",
      to: "2026-01-05",
    });
    expect(resolveRange({ range: "custom", from: "2027-01-01", to: "2028-01-01" })).toEqual({
      from: "2027-01-01",
      to: "2028-01-01",
    });
  });

  it("refuses a bad custom range with a 400 that says what to change", () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{}, /both a start and an end/],
      [{ from: "2026-01-01" }, /both a start and an end/],
      [{ from: "2026-02-30", to: "2026-03-01" }, /start day must be a date/],
      [{ from: "2026-01-01", to: "tomorrow" }, /end day must be a date/],
      [{ from: "2026-03-02", to: "2026-03-01" }, /must not be after the end day/],
      [{ from: "2026-01-01", to: "2027-01-02" }, /at most 366 days \(this one has 367\)/],
    ];
    for (const [input, message] of cases) {
      const error = refusal(() => resolveRange({ range: "custom", ...input }));
      expect(error.status, JSON.stringify(input)).toBe(400);
      expect(error.message).toMatch(message);
    }
  });

  it("parseDay accepts only real calendar days", () => {
    expect(parseDay("2028-02-29")?.toISOString()).toBe("2028-02-29T00:00:00.000Z");
    expect(parseDay("2026-02-29")).toBeNull();
    expect(parseDay("2026-1-01")).toBeNull();
  });
});

describe("parseChartQuery", () => {
  it("defaults to the previous 30 days of downloads; an empty field counts as absent", () => {
    expect(parseChartQuery(new URLSearchParams(""))).toEqual({ range: "30d", metric: "downloads" });
    expect(parseChartQuery(new URLSearchParams("range=&metric=&from=&to="))).toEqual({
      range: "30d",
      metric: "downloads",
    });
  });

  it("keeps from and to only for a custom range", () => {
    expect(parseChartQuery({ range: "this-month", from: "2026-01-01", metric: "views" })).toEqual({
      range: "this-month",
      metric: "views",
    });
    expect(parseChartQuery({ range: "custom", from: "2026-01-01", to: "2026-01-31" })).toEqual({
      range: "custom",
      metric: "downloads",
      from: "2026-01-01",
      to: "2026-01-31",
    });
  });

  it("refuses unknown values and long fields with a 400", () => {
    for (const query of ["range=week", "metric=likes", `from=${"9".repeat(200)}&range=custom`]) {
      const error = refusal(() => parseChartQuery(new URLSearchParams(query)));
      expect(error.status, query).toBe(400);
    }
  });
});
