import { describe, expect, it } from "vitest";

import { checkNavigationTarget, routerHref } from "../../src/navigation/safe-navigation";

const HERE = "https://hopper.example/mods?q=sodium";

describe("checkNavigationTarget", () => {
  it("allows same-origin paths and keeps query and hash", () => {
    const result = checkNavigationTarget("/mod/sodium?tab=versions#files", HERE);
    expect(result.ok && routerHref(result.url)).toBe("/mod/sodium?tab=versions#files");
    expect(result.ok && result.external).toBe(false);
  });

  it("resolves relative paths against the current page", () => {
    const result = checkNavigationTarget("plugins", HERE);
    expect(result.ok && result.url.pathname).toBe("/plugins");
  });

  it("treats an absolute URL to this origin as internal", () => {
    expect(checkNavigationTarget("https://hopper.example/dashboard", HERE)).toMatchObject({
      ok: true,
      external: false,
    });
  });

  it("refuses external URLs unless explicitly allowed", () => {
    expect(checkNavigationTarget("https://evil.example/", HERE)).toEqual({ ok: false, reason: "external-not-allowed" });
    expect(checkNavigationTarget("//evil.example/path", HERE)).toEqual({ ok: false, reason: "external-not-allowed" });
    expect(checkNavigationTarget("https://github.com/hopper", HERE, { allowExternal: true })).toMatchObject({
      ok: true,
      external: true,
    });
  });

  it("always refuses javascript: URLs, however they are disguised", () => {
    for (const target of [
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      " java\tscript:alert(1)",
      "\njavascript:alert(1)",
    ]) {
      expect(checkNavigationTarget(target, HERE, { allowExternal: true })).toEqual({ ok: false, reason: "script-url" });
    }
    expect(checkNavigationTarget("data:text/html,<script>1</script>", HERE, { allowExternal: true })).toEqual({
      ok: false,
      reason: "script-url",
    });
  });

  it("refuses other protocols even with permission, and garbage", () => {
    expect(checkNavigationTarget("file:///etc/passwd", HERE, { allowExternal: true })).toEqual({
      ok: false,
      reason: "unsupported-protocol",
    });
    expect(checkNavigationTarget("http://[bad", HERE)).toEqual({ ok: false, reason: "invalid-url" });
  });
});
