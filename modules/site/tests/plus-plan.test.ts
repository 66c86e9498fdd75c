import { describe, expect, it } from "vitest";

import { PLUS_PRICES_USD, savingPercent } from "../src/server/plus-plan";

describe("Hopper+ prices (spec section 9)", () => {
  it("uses the USD minor-unit prices", () => {
    expect(PLUS_PRICES_USD.map((p) => p.amount)).toEqual([499, 1200, 4999]);
  });

  it("computes the saving against monthly billing, rounded down", () => {
    expect(savingPercent(499, 1)).toBe(0);
    expect(savingPercent(1200, 3)).toBe(19);
    expect(savingPercent(4999, 12)).toBe(16);
  });
});
