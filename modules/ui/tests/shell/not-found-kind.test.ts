import { describe, expect, it } from "vitest";

import { notFoundKind } from "../../src/shell/not-found-kind";

describe("notFoundKind (spec section 8)", () => {
  it("recognises every project path", () => {
    for (const kind of ["mod", "datapack", "resourcepack", "plugin", "shader", "modpack", "project"]) {
      expect(notFoundKind(`/${kind}/sodium`)).toBe("project");
      expect(notFoundKind(`/${kind}/sodium/version/1.0.0`)).toBe("project");
    }
  });

  it("recognises users, organizations and collections", () => {
    expect(notFoundKind("/user/jeb_")).toBe("user");
    expect(notFoundKind("/organization/hopper/settings")).toBe("organization");
    expect(notFoundKind("/collection/AbCd1234?tab=mods")).toBe("collection");
  });

  it("falls back to the plain page for everything else", () => {
    expect(notFoundKind("/")).toBe("page");
    expect(notFoundKind("/does-not-exist")).toBe("page");
    expect(notFoundKind("/mod")).toBe("page");
    expect(notFoundKind("/mods/sodium")).toBe("page");
    expect(notFoundKind("/users/x")).toBe("page");
  });
});
