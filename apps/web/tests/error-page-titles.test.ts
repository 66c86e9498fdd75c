// Issue 14 (language): the 401, 403 and 404 pages' window titles are the shell catalogue's `pageTitle` around the
// page's own title, so the upside-down variant turns them like every other page's title.
import { describe, expect, it } from "vitest";

import { UPSIDE_DOWN_LOCALE } from "../../../modules/ui/src/i18n/catalogue";
import { flipText } from "../../../modules/ui/src/i18n/upside-down";
import { errorPageTitle } from "../shell/error-page-title";

describe("the error pages' window titles", () => {
  it("read the same English as before, and upside-down in that variant", () => {
    const cases = [
      ["notFoundTitle", "Page not found - Hopper"],
      ["signInRequiredTitle", "Sign in required - Hopper"],
      ["forbiddenTitle", "Forbidden - Hopper"],
    ] as const;
    for (const [key, english] of cases) {
      expect(errorPageTitle(key, "en-US")).toBe(english);
      expect(errorPageTitle(key, UPSIDE_DOWN_LOCALE)).not.toBe(english);
      expect(errorPageTitle(key, UPSIDE_DOWN_LOCALE)).toBe(flipText(english));
    }
  });
});
