import { describe, expect, it } from "vitest";

import { bitsToScopes, hasScope, SCOPE_BITS, scopesToBits } from "../src/auth/scopes";
import { ID_PATTERN, newId } from "../src/db/ids";

describe("public ids", () => {
  it("are 8 base62 characters and do not repeat", () => {
    const ids = Array.from({ length: 5000 }, newId);
    for (const id of ids) expect(id).toMatch(ID_PATTERN);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe("scope bit flags", () => {
  it("use the reference API's bit positions", () => {
    expect(scopesToBits(["USER_READ_EMAIL"])).toBe(1n);
    expect(scopesToBits(["PROJECT_READ"])).toBe(1n << 11n);
    expect(scopesToBits(["SESSION_ACCESS"])).toBe(1n << 39n);
    expect(SCOPE_BITS.VERSION_CREATE).toBe(14);
  });

  it("round-trip between names and bits", () => {
    const bits = scopesToBits(["PROJECT_READ", "VERSION_CREATE", "COLLECTION_DELETE"]);
    expect(bitsToScopes(bits)).toEqual(["PROJECT_READ", "VERSION_CREATE", "COLLECTION_DELETE"]);
    expect(hasScope(bits, "VERSION_CREATE")).toBe(true);
    expect(hasScope(bits, "VERSION_DELETE")).toBe(false);
  });
});
