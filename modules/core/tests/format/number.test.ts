import { describe, expect, it } from "vitest";

import { formatCompactNumber, formatNumber, formatWithCommas } from "../../src/format/number";

describe("formatNumber (spec section 9)", () => {
  it("shows 1,000,000 or more as x.xxM", () => {
    expect(formatNumber(1_000_000)).toBe("1.00M");
    expect(formatNumber(12_345_678)).toBe("12.35M");
    expect(formatNumber(999_999_999)).toBe("1000.00M");
  });

  it("shows 10,000 or more as x.xk", () => {
    expect(formatNumber(10_000)).toBe("10.0k");
    expect(formatNumber(12_345)).toBe("12.3k");
    expect(formatNumber(999_949)).toBe("999.9k");
  });

  it("separates thousands with commas below 10,000", () => {
    expect(formatNumber(0)).toBe("0");
    expect(formatNumber(999)).toBe("999");
    expect(formatNumber(1_000)).toBe("1,000");
    expect(formatNumber(9_999)).toBe("9,999");
  });

  it("keeps the sign of negative numbers", () => {
    expect(formatNumber(-1_500)).toBe("-1,500");
    expect(formatNumber(-2_000_000)).toBe("-2.00M");
  });
});

describe("formatWithCommas", () => {
  it("groups every three digits and keeps decimals", () => {
    expect(formatWithCommas(1_234_567)).toBe("1,234,567");
    expect(formatWithCommas(1234.5)).toBe("1,234.5");
    expect(formatWithCommas(-100)).toBe("-100");
  });
});

describe("formatCompactNumber (K, M, G, T)", () => {
  it("uses the four compact suffixes", () => {
    expect(formatCompactNumber(1_500)).toBe("1.5K");
    expect(formatCompactNumber(2_000_000)).toBe("2M");
    expect(formatCompactNumber(3_400_000_000)).toBe("3.4G");
    expect(formatCompactNumber(5_000_000_000_000)).toBe("5T");
  });

  it("leaves small numbers alone and truncates instead of rounding up", () => {
    expect(formatCompactNumber(999)).toBe("999");
    expect(formatCompactNumber(999_999)).toBe("999.9K");
    expect(formatCompactNumber(-1_250)).toBe("-1.2K");
  });
});
