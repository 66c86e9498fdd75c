import { describe, expect, it } from "vitest";

import { GRANTABLE_SCOPES, formatScopeString, parseScopeString } from "../src/server/services/scope-string";
import { scopeMessages } from "../src/ui/scope-messages";
import { scopesToBits } from "@hopper/core/auth";

describe("scopes an app may hold", () => {
  it("every grantable scope has words for the consent screen, and no restricted scope has", () => {
    expect(Object.keys(scopeMessages.messages).sort()).toEqual([...GRANTABLE_SCOPES].sort());
    expect(GRANTABLE_SCOPES).not.toContain("PAT_CREATE");
    expect(GRANTABLE_SCOPES).not.toContain("SESSION_ACCESS");
  });

  it("scope strings are flag names joined by spaces or +, unknown names reported", () => {
    expect(parseScopeString("USER_READ PROJECT_READ+USER_READ  NOPE")).toEqual({
      scopes: ["USER_READ", "PROJECT_READ"],
      unknown: ["NOPE"],
    });
    expect(parseScopeString("")).toEqual({ scopes: [], unknown: [] });
    expect(formatScopeString(scopesToBits(["PROJECT_READ", "USER_READ"]))).toBe("USER_READ PROJECT_READ");
  });
});
