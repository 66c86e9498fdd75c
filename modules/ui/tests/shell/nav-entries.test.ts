import { describe, expect, it } from "vitest";

import { groupEntries } from "../../src/shell/nav-entries";

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
