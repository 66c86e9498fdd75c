import { describe, expect, it } from "vitest";

import {
  estimateProgress,
  LOADING_BAR_DURATION_MS,
  LOADING_BAR_HEIGHT_PX,
  LOADING_BAR_THROTTLE_MS,
} from "../../src/navigation/loading-progress";

describe("loading bar", () => {
  it("uses the spec constants", () => {
    expect([LOADING_BAR_THROTTLE_MS, LOADING_BAR_DURATION_MS, LOADING_BAR_HEIGHT_PX]).toEqual([50, 500, 3]);
  });

  it("creeps up monotonically and never reaches the end on its own", () => {
    expect(estimateProgress(0)).toBe(0);
    const samples = [50, 250, 500, 1_000, 10_000].map((ms) => estimateProgress(ms));
    expect([...samples].sort((a, b) => a - b)).toEqual(samples);
    expect(estimateProgress(500)).toBeGreaterThan(70);
    expect(estimateProgress(60_000)).toBeLessThanOrEqual(90);
  });
});
