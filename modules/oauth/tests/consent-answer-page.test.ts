import { describe, expect, it } from "vitest";

import { noLocationPage, redirectPage } from "../src/ui/consent/answer-page";

// The page Authorize and Decline answer (server/http/consent-answer.ts): a meta refresh to the app, its target named,
// and nothing of the location can break out of its attribute.
describe("the consent answer page", () => {
  it("navigates to a loopback or app-scheme redirect by meta refresh, with a link and the target named", () => {
    const html = redirectPage("en-US", "http://127.0.0.1:4567/callback?code=abc&state=x");
    expect(html).toContain(
      '<meta http-equiv="refresh" content="0;url=http://127.0.0.1:4567/callback?code=abc&amp;state=x">',
    );
    expect(html).toContain('href="http://127.0.0.1:4567/callback?code=abc&amp;state=x"');
    expect(html).toContain("Taking you back to http://127.0.0.1:4567…");
    expect(html).toContain('<meta name="referrer" content="no-referrer">');
    expect(redirectPage("en-US", "com.example.app:/cb?code=1")).toContain("Taking you back to com.example.app:…");
  });

  it("escapes the location, so a crafted redirect URI cannot add markup", () => {
    const html = redirectPage("en-US", 'https://app.example/cb?x="><script>alert(1)</script>');
    expect(html).not.toContain("<script>");
    expect(html).toContain("&quot;&gt;&lt;script&gt;");
  });

  it("says 'No redirect location found in response' when the flow is gone", () => {
    expect(noLocationPage("en-US", false)).toContain("<h1>No redirect location found in response</h1>");
    expect(noLocationPage("en-US", true)).toContain("You were signed out.");
  });
});
