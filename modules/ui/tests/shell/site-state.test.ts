import { describe, expect, it } from "vitest";

import { collectSiteState, parseSiteState } from "../../src/shell/site-state/site-state-file";

describe("site state", () => {
  it("records the error code of a failing source and keeps the others", async () => {
    const state = await collectSiteState(
      [
        { key: "tags", load: async () => ["fabric"] },
        {
          key: "game-versions",
          load: async () => {
            throw Object.assign(new Error("503 from API"), { code: 503 });
          },
        },
        {
          key: "loaders",
          load: async () => {
            throw new Error("boom");
          },
        },
      ],
      new Date("2026-01-01T00:00:00Z"),
    );
    expect(state).toEqual({
      generatedAt: "2026-01-01T00:00:00.000Z",
      data: { tags: ["fabric"] },
      errors: [
        { source: "game-versions", code: "503" },
        { source: "loaders", code: "LOADERS_FAILED" },
      ],
    });
  });

  it("reads the file leniently", () => {
    expect(parseSiteState(null)).toBeNull();
    expect(parseSiteState("not json")).toBeNull();
    expect(parseSiteState('{"generatedAt":"x","errors":[{"source":"a","code":"B"},{"bad":1}]}')?.errors).toEqual([
      { source: "a", code: "B" },
    ]);
  });
});
