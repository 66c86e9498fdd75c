import { describe, expect, it } from "vitest";

import { claimReload, RELOAD_GUARD_WINDOW_MS } from "../../src/navigation/reload-guard";

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
  };
}

describe("claimReload", () => {
  it("allows one reload per path within 10 seconds", () => {
    const storage = memoryStorage();
    expect(RELOAD_GUARD_WINDOW_MS).toBe(10_000);
    expect(claimReload(storage, "/mods", 1_000)).toBe(true);
    expect(claimReload(storage, "/mods", 5_000)).toBe(false);
    expect(claimReload(storage, "/mods", 10_999)).toBe(false);
    expect(claimReload(storage, "/mods", 11_000)).toBe(true);
  });

  it("tracks paths separately", () => {
    const storage = memoryStorage();
    expect(claimReload(storage, "/mods", 0)).toBe(true);
    expect(claimReload(storage, "/plugins", 1)).toBe(true);
  });

  it("survives a corrupt record", () => {
    const storage = memoryStorage();
    storage.setItem("hopper:reloads", "{oops");
    expect(claimReload(storage, "/", 0)).toBe(true);
  });
});
