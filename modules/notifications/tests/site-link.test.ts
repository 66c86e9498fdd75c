import { describe, expect, it } from "vitest";

import { siteLink } from "../src/server/services/site-link";
import { notificationInputSchema } from "../src/server/services/types";

// A stored link is shown as the notification's Open button: it must stay on this site.

const leaving = [
  "https://evil.example/phish",
  "HTTP://evil.example",
  "javascript:alert(1)",
  " javascript:alert(1)",
  "//evil.example",
  "/\\evil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "mod/x",
  "",
];

describe("a notification's link", () => {
  it("is shown as a same-site path only", () => {
    expect(siteLink("/mod/fanned/version/2.0.0")).toBe("/mod/fanned/version/2.0.0");
    expect(siteLink("/dashboard/notifications?x=1#top")).toBe("/dashboard/notifications?x=1#top");
    expect(siteLink("/mod/a%2F..%2F..")).toBe("/mod/a%2F..%2F..");
    for (const link of leaving) expect([link, siteLink(link)]).toEqual([link, null]);
  });

  it("is refused when stored unless it is a same-site path (empty means none)", () => {
    const base = { userId: "AAAAAAAA", type: "legacy_markdown", title: "Hello" } as const;
    expect(notificationInputSchema.parse({ ...base, link: "/mod/x" }).link).toBe("/mod/x");
    expect(notificationInputSchema.parse(base).link).toBe("");
    for (const link of leaving.filter(Boolean)) {
      expect([link, notificationInputSchema.safeParse({ ...base, link }).success]).toEqual([link, false]);
    }
  });
});
