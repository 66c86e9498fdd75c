import { describe, expect, it } from "vitest";

import { MAX_SLICES, planSlices } from "../src/server/services/api/time-slices";
import { centsToDecimal, centsToDollars, decimalToCents } from "../src/server/services/api/money";

// How POST /v3/analytics lays Hopper's daily rows into the reference's time slices, and the money conversions of
// the /v3 answers.

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return (error as { code?: string; message: string }).code === "invalid_input" ? (error as Error).message : "other";
  }
  return null;
};

describe("planSlices", () => {
  it("puts each day whole into the slice holding its midnight when slices are a day or longer", () => {
    const plan = planSlices({ start: "2026-01-01T00:00:00Z", end: "2026-01-31T00:00:00Z", resolution: { slices: 10 } });
    expect(plan.count).toBe(10);
    expect(plan.days).toEqual({ from: "2026-01-01", to: "2026-01-30" });
    expect(["2026-01-01", "2026-01-03", "2026-01-04", "2026-01-30"].map(plan.sliceOfDay)).toEqual([0, 0, 1, 9]);
  });

  it("gives a day's total to the slice holding its midnight when slices are shorter than a day", () => {
    const plan = planSlices({
      start: "2026-01-01T00:00:00Z",
      end: "2026-01-03T00:00:00Z",
      resolution: { minutes: 360 },
    });
    expect(plan.count).toBe(8);
    expect(["2026-01-01", "2026-01-02"].map(plan.sliceOfDay)).toEqual([0, 4]);
  });

  it("leaves out a day whose midnight is before the start or at the end, and rounds a last partial slice up", () => {
    const plan = planSlices({
      start: "2026-01-01T12:00:00Z",
      end: "2026-01-04T00:00:00Z",
      resolution: { minutes: 1440 },
    });
    expect(plan.days).toEqual({ from: "2026-01-02", to: "2026-01-03" });
    expect(plan.count).toBe(3);
    expect(["2026-01-02", "2026-01-03"].map(plan.sliceOfDay)).toEqual([0, 1]);
    const noMidnight = planSlices({
      start: "2026-01-01T01:00:00Z",
      end: "2026-01-01T23:00:00Z",
      resolution: { slices: 2 },
    });
    expect(noMidnight.days).toBeNull();
  });

  it("puts a midnight on a slice boundary into the later slice, with uneven slice lengths", () => {
    const plan = planSlices({ start: "2026-01-01T00:00:00Z", end: "2026-01-04T00:00:00Z", resolution: { slices: 7 } });
    // Slices of 3/7 of a day: the 2nd's midnight is at 2.33 slices, the 3rd's at 4.67.
    expect(["2026-01-01", "2026-01-02", "2026-01-03"].map(plan.sliceOfDay)).toEqual([0, 2, 4]);
  });

  it("refuses what the reference refuses", () => {
    const day = { start: "2026-01-01T00:00:00Z", end: "2026-01-02T00:00:00Z" };
    expect(refusal(() => planSlices({ ...day, resolution: { slices: 25 } }))).toMatch(/at least 60 minutes/);
    expect(refusal(() => planSlices({ ...day, resolution: { minutes: 59 } }))).toMatch(/at least 60/);
    expect(refusal(() => planSlices({ ...day, resolution: { slices: 0 } }))).toMatch(/at least 1/);
    expect(refusal(() => planSlices({ ...day, resolution: { slices: 2.5 } }))).toMatch(/at least 1/);
    const long = { start: "2024-01-01T00:00:00Z", end: "2026-01-01T00:00:00Z" };
    expect(refusal(() => planSlices({ ...long, resolution: { slices: MAX_SLICES + 1 } }))).toMatch(/at most 1024/);
    expect(refusal(() => planSlices({ ...long, resolution: { minutes: 60 } }))).toMatch(/at most 1024/);
    expect(refusal(() => planSlices({ ...long, resolution: { slices: MAX_SLICES } }))).toBeNull();
    expect(refusal(() => planSlices({ start: day.end, end: day.start, resolution: { slices: 1 } }))).toMatch(/before/);
    expect(refusal(() => planSlices({ start: day.start, end: day.start, resolution: { slices: 1 } }))).toMatch(
      /before/,
    );
    const decades = { start: "2000-01-01T00:00:00Z", end: "2026-01-01T00:00:00Z", resolution: { slices: 10 } };
    expect(refusal(() => planSlices(decades))).toMatch(/at most 1827 days/);
    expect(refusal(() => planSlices({ ...day, start: "soon", resolution: { slices: 1 } }))).toMatch(/RFC 3339/);
  });
});

describe("money in the /v3 answers", () => {
  it("turns cents into dollars exactly, as decimal strings and as numbers", () => {
    expect([0, 5, 66, 1234, 100000, -5, -1234].map(centsToDecimal)).toEqual([
      "0.00",
      "0.05",
      "0.66",
      "12.34",
      "1000.00",
      "-0.05",
      "-12.34",
    ]);
    // 0.1 + 0.2 style drift never shows: each number prints as its two decimals.
    for (const cents of [1, 7, 10, 29, 57, 110, 1005, 999_999_999_99]) {
      expect(String(centsToDollars(cents))).toBe(String(Number(centsToDecimal(cents))));
      expect(Math.round(centsToDollars(cents) * 100)).toBe(cents);
    }
    expect(JSON.stringify({ amount: centsToDollars(1999) })).toBe('{"amount":19.99}');
  });

  it("reads a decimal string of dollars into cents without floats, refusing fractions of a cent", () => {
    expect(["12.34", "0.05", "100", "1.5", " 7.10 ", "-0.01", "0"].map((text) => decimalToCents(text))).toEqual([
      1234, 5, 10000, 150, 710, -1, 0,
    ]);
    expect(decimalToCents("9007199254740.99")).toBe(900719925474099);
    for (const bad of ["1.234", "1e3", "", ".5", "12,34", "NaN", "1.", "12345678901234"]) {
      expect(refusal(() => decimalToCents(bad))).toMatch(/at most two decimals/);
    }
  });
});
