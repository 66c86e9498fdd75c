import { describe, expect, it } from "vitest";

import { crossSiteRefusal, hasSessionCookie, isCrossSiteRequest } from "../src/server/same-origin";

const post = (headers: Record<string, string>) =>
  new Request("http://hopper.test/api/trpc/x", { method: "POST", headers });

const SESSION = "authjs.session-token=abc";

describe("cross-site request check", () => {
  it("refuses a POST whose Origin is another site or null", () => {
    expect(isCrossSiteRequest(post({ origin: "https://evil.example", host: "hopper.test" }))).toBe(true);
    expect(isCrossSiteRequest(post({ origin: "null", host: "hopper.test" }))).toBe(true);
    expect(isCrossSiteRequest(post({ origin: "null", host: "hopper.test", cookie: SESSION }))).toBe(true);
  });

  it("allows same-site POSTs, token clients without Origin or session cookie, and reads", () => {
    expect(isCrossSiteRequest(post({ origin: "http://hopper.test", host: "hopper.test" }))).toBe(false);
    expect(isCrossSiteRequest(post({ host: "hopper.test" }))).toBe(false);
    expect(isCrossSiteRequest(post({ host: "hopper.test", cookie: "theme=dark" }))).toBe(false);
    expect(
      isCrossSiteRequest(new Request("http://hopper.test/x", { headers: { origin: "https://evil.example" } })),
    ).toBe(false);
  });

  // Issue 13 item 7: a session cookie rides along with any page's post; only the browser's own word counts.
  it("refuses a state change with the session cookie and no Origin unless Sec-Fetch-Site is same-origin", () => {
    for (const cookie of [SESSION, `a=1; ${SESSION}`, "__Secure-authjs.session-token=x", "authjs.session-token.0=x"]) {
      expect(isCrossSiteRequest(post({ host: "hopper.test", cookie })), cookie).toBe(true);
      expect(isCrossSiteRequest(post({ host: "hopper.test", cookie, "sec-fetch-site": "cross-site" }))).toBe(true);
      expect(isCrossSiteRequest(post({ host: "hopper.test", cookie, "sec-fetch-site": "same-site" }))).toBe(true);
      expect(isCrossSiteRequest(post({ host: "hopper.test", cookie, "sec-fetch-site": "same-origin" }))).toBe(false);
    }
    for (const method of ["PUT", "PATCH", "DELETE"]) {
      expect(crossSiteRefusal(method, (name) => (name === "cookie" ? SESSION : null))).toMatch(/Origin/);
    }
    expect(crossSiteRefusal("GET", (name) => (name === "cookie" ? SESSION : null))).toBeNull();
  });

  it("recognises the session cookie by name only", () => {
    expect(hasSessionCookie("xauthjs.session-token=1")).toBe(false);
    expect(hasSessionCookie("authjs.session-tokens=1")).toBe(false);
    expect(hasSessionCookie(" authjs.session-token = 1")).toBe(true);
    expect(hasSessionCookie(undefined)).toBe(false);
  });
});
