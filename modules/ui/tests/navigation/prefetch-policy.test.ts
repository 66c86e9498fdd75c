import { describe, expect, it } from "vitest";

import { PARALLEL_ROUTE_PRELOADS, shouldSkipPrefetch } from "../../src/navigation/prefetch-policy";

describe("shouldSkipPrefetch", () => {
  it("skips on data saver and 2G-class connections", () => {
    expect(shouldSkipPrefetch({ saveData: true, effectiveType: "4g" })).toBe(true);
    expect(shouldSkipPrefetch({ effectiveType: "2g" })).toBe(true);
    expect(shouldSkipPrefetch({ effectiveType: "slow-2g" })).toBe(true);
  });

  it("prefetches on normal connections and when the browser does not say", () => {
    expect(shouldSkipPrefetch({ saveData: false, effectiveType: "4g" })).toBe(false);
    expect(shouldSkipPrefetch({ effectiveType: "3g" })).toBe(false);
    expect(shouldSkipPrefetch(undefined)).toBe(false);
    expect(PARALLEL_ROUTE_PRELOADS).toBe(4);
  });
});
