import { describe, expect, it } from "vitest";

import { pathMatchesPage, reachableEntries } from "../../../core/src/module/nav";
import type { NavEntry } from "../../../core/src/module/nav";
import { groupEntries, menuEntries } from "../../src/shell/nav-entries";

describe("groupEntries", () => {
  it("groups footer entries by column in first-seen order", () => {
    const columns = groupEntries(
      [
        { menu: "footer", group: "Legal", label: "Terms", href: "/legal/terms" },
        { menu: "footer", group: "Products", label: "App", href: "/app" },
        { menu: "footer", group: "Legal", label: "Privacy", href: "/legal/privacy" },
        { menu: "footer", label: "About", href: "/about" },
      ],
      "Hopper",
    );
    expect(columns.map((c) => [c.group, c.entries.map((e) => e.label)])).toEqual([
      ["Legal", ["Terms", "Privacy"]],
      ["Products", ["App"]],
      ["Hopper", ["About"]],
    ]);
  });
});

describe("menuEntries", () => {
  const entries: NavEntry[] = [
    { menu: "user", label: "Sign out", href: "/auth/sign-out", audience: "signed-in", order: 90 },
    { menu: "user", label: "Mailbox", href: "/admin/mail", audience: "staff", order: 80 },
    { menu: "user", label: "Dashboard", href: "/dashboard", audience: "signed-in", order: 10 },
    { menu: "header", label: "Mods", href: "/mods" },
    { menu: "user", label: "Help", href: "/help" },
  ];

  it("keeps one menu's entries for the audience, lower order first (unordered ones last)", () => {
    const labels = (audience: { signedIn: boolean; staff: boolean }) =>
      menuEntries(entries, "user", audience).map((e) => e.label);
    expect(labels({ signedIn: false, staff: false })).toEqual(["Help"]);
    expect(labels({ signedIn: true, staff: false })).toEqual(["Dashboard", "Sign out", "Help"]);
    expect(labels({ signedIn: true, staff: true })).toEqual(["Dashboard", "Mailbox", "Sign out", "Help"]);
  });

  it("shows an admin-only entry to admins alone, not to moderators", () => {
    const withAdmin: NavEntry[] = [
      ...entries,
      { menu: "user", label: "Prices", href: "/admin/billing/products", audience: "admin", order: 85 },
    ];
    const labels = (audience: { signedIn: boolean; staff: boolean; admin?: boolean }) =>
      menuEntries(withAdmin, "user", audience).map((e) => e.label);
    expect(labels({ signedIn: true, staff: true, admin: false })).not.toContain("Prices");
    expect(labels({ signedIn: true, staff: true })).not.toContain("Prices");
    expect(labels({ signedIn: true, staff: true, admin: true })).toEqual([
      "Dashboard",
      "Mailbox",
      "Prices",
      "Sign out",
      "Help",
    ]);
  });
});

describe("reachableEntries", () => {
  const pages = ["/mods", "/user/[id]", "/legal/terms", "/data/[...path]"];

  it("matches static, dynamic and catch-all page paths, ignoring query and hash", () => {
    expect(pathMatchesPage("/mods?g=1.21#top", "/mods")).toBe(true);
    expect(pathMatchesPage("/user/alice", "/user/[id]")).toBe(true);
    expect(pathMatchesPage("/user/alice/extra", "/user/[id]")).toBe(false);
    expect(pathMatchesPage("/data/a/b/c", "/data/[...path]")).toBe(true);
    expect(pathMatchesPage("/data", "/data/[...path]")).toBe(false);
    expect(pathMatchesPage("/", "/")).toBe(true);
  });

  it("drops entries to pages no installed module declares, keeps absolute URLs", () => {
    const shown = reachableEntries(
      [
        { menu: "header", label: "Mods", href: "/mods" },
        { menu: "header", label: "Servers", href: "/servers" },
        { menu: "footer", label: "Terms", href: "/legal/terms" },
        { menu: "footer", label: "Status", href: "https://status.example.org" },
      ],
      pages,
    );
    expect(shown.map((e) => e.label)).toEqual(["Mods", "Terms", "Status"]);
  });
});
