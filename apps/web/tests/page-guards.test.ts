// The 401/403 pages name what is missing from the refused page's declared route checks (issue 13 item 7).
import { describe, expect, it } from "vitest";

import { deniedMessage, DENIED_MESSAGES } from "@hopper/ui/server/guards";

import { guardsForPath } from "../shell/page-guards";

describe("route checks of a concrete path", () => {
  it("finds the staff check of the admin pages, and none on public pages", () => {
    expect(guardsForPath("/admin/mail")).toContain("staff");
    expect(guardsForPath("/admin/user_email")).toContain("staff");
    expect(guardsForPath("/legal/terms")).toEqual([]);
    expect(guardsForPath("/mod/some-slug/version/new")).toContain("auth");
  });

  it("words the refusal after the check that failed", () => {
    expect(deniedMessage(401, ["staff"])).toBe(DENIED_MESSAGES.signedOut);
    expect(deniedMessage(403, guardsForPath("/admin/mail"))).toBe("Only moderators and admins can view this page.");
    expect(deniedMessage(403, ["admin"])).toBe("Only admins can view this page.");
  });
});
