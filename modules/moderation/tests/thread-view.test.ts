import { describe, expect, it } from "vitest";

import { tabsFor } from "../../core/src/module/slots";
import { messageHtml } from "../src/ui/components/message-html";
import { backTo } from "../src/ui/components/thread-return";

// The thread view's pure parts: a message's markdown through the sanitizer, the forms' return address, and the
// tab bar's team-only tabs (the core slot contract's `audience`). docs/moderation.md, "Threads".

describe("a message's markdown", () => {
  it("renders markdown and leaves a <script> body inert", () => {
    const html = messageHtml('Hello **there**\n\n<script>alert("x")</script>\n\n<img src=x onerror="alert(1)">');
    expect(html).toContain("<strong>there</strong>");
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/onerror/i);
  });

  it("keeps a javascript: link from becoming one", () => {
    expect(messageHtml("[click](javascript:alert(1))")).not.toMatch(/href="javascript:/i);
  });
});

describe("the forms' return address", () => {
  it("keeps a path on this site, without the previous notice or refusal", () => {
    const url = backTo("/mod/x/moderation?tab=1&notice=thread-sent&error=No&seal=abc");
    expect(`${url.pathname}${url.search}`).toBe("/mod/x/moderation?tab=1");
  });

  it("never leaves the site", () => {
    for (const bad of ["https://evil.example/", "//evil.example/x", "/\\evil.example", "/a/..//evil.example", ""]) {
      const url = backTo(bad);
      expect(url.pathname.startsWith("//")).toBe(false);
      expect(url.host).toBe("hopper.invalid");
    }
  });
});

describe("team-only tabs in the project tab bar", () => {
  const tabs = [
    { segment: "analytics", label: "Analytics" },
    { segment: "moderation", label: "Moderation", audience: "team" as const },
    { segment: "stats", label: "Stats", audience: "everyone" as const },
  ];

  it("lists a team-only tab for the team and staff only", () => {
    expect(tabsFor(tabs, true).map((tab) => tab.segment)).toEqual(["analytics", "moderation", "stats"]);
    expect(tabsFor(tabs, false).map((tab) => tab.segment)).toEqual(["analytics", "stats"]);
  });
});
