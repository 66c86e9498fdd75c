import { describe, expect, it } from "vitest";
import { z } from "zod";

import { ConfigError, parseConfig } from "../src/config/env";

describe("configuration from the environment", () => {
  it("applies defaults when nothing is set", () => {
    const config = parseConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.HOPPER_DATA_DIR).toBe(".data");
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it("refuses a bad value and names the variable", () => {
    expect(() => parseConfig({ PORT: "eighty" })).toThrowError(ConfigError);
    try {
      parseConfig({ PORT: "eighty", DATABASE_URL: "mysql://x" });
    } catch (error) {
      const issues = (error as ConfigError).issues.map((i) => i.variable).sort();
      expect(issues).toEqual(["DATABASE_URL", "PORT"]);
      expect((error as Error).message).toContain("DATABASE_URL: must be a postgres:// or postgresql:// URL");
    }
  });

  it("treats empty strings as unset", () => {
    expect(parseConfig({ PORT: "", DATABASE_URL: "" }).PORT).toBe(3000);
  });

  it("merges a module's settings schema and validates it too", () => {
    const extra = z.object({ SEARCH_PAGE_SIZE: z.coerce.number().int().max(100).default(20) });
    expect(parseConfig({}, extra).SEARCH_PAGE_SIZE).toBe(20);
    expect(() => parseConfig({ SEARCH_PAGE_SIZE: "500" }, extra)).toThrowError(/SEARCH_PAGE_SIZE/);
  });
});
