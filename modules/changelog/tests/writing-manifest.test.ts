import { describe, expect, it } from "vitest";

import { writingNav, writingPages } from "../src/writing-manifest";

// The editor pages' guards: the shell answers a signed-out visitor with the sign-in page and a non-admin with a
// 403 before any page code runs, so every writing page must carry both; the menu entry is shown to admins only.
describe("the changelog's writing manifest", () => {
  it("guards every editor page with auth and admin, and shows the menu entry to admins only", () => {
    expect(writingPages.map((page) => page.path).sort()).toEqual([
      "/admin/changelog",
      "/admin/changelog/[id]/edit",
      "/admin/changelog/new",
    ]);
    for (const page of writingPages) expect(page.guards, page.path).toEqual(["auth", "admin"]);
    expect(writingNav).toEqual([
      expect.objectContaining({ menu: "admin", href: "/admin/changelog", audience: "admin" }),
    ]);
  });
});
