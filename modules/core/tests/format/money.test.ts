import { describe, expect, it } from "vitest";

import { formatMinorUnits, formatMoney } from "../../src/format/money";

describe("formatMoney", () => {
  it("prefixes a dollar sign and keeps two decimals", () => {
    expect(formatMoney(0)).toBe("$0.00");
    expect(formatMoney(4.99)).toBe("$4.99");
    expect(formatMoney(12)).toBe("$12.00");
  });

  it("rounds down to whole cents", () => {
    expect(formatMoney(1.999)).toBe("$1.99");
    expect(formatMoney(1234.567)).toBe("$1,234.56");
    expect(formatMoney(4.35)).toBe("$4.35");
  });

  it("separates thousands with commas", () => {
    expect(formatMoney(1_234_567.89)).toBe("$1,234,567.89");
  });

  it("shortens to k and M only when asked", () => {
    expect(formatMoney(1_234.56, { abbreviate: true })).toBe("$1.23k");
    expect(formatMoney(1_239.99, { abbreviate: true })).toBe("$1.23k");
    expect(formatMoney(2_500_000, { abbreviate: true })).toBe("$2.50M");
    expect(formatMoney(999.999, { abbreviate: true })).toBe("$999.99");
  });

  it("keeps the sign of refunds", () => {
    expect(formatMoney(-5.5)).toBe("-$5.50");
  });
});

describe("formatMinorUnits", () => {
  it("converts cents, e.g. the midas prices", () => {
    expect(formatMinorUnits(499)).toBe("$4.99");
    expect(formatMinorUnits(1200)).toBe("$12.00");
    expect(formatMinorUnits(4999)).toBe("$49.99");
  });
});
