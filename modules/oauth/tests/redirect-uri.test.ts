import { describe, expect, it } from "vitest";

import { redirectUriMatches, redirectUriProblem } from "../src/server/services/apps/redirect-uri";

describe("redirect URIs an app may register", () => {
  it("accepts https, loopback http and app schemes with a dot", () => {
    for (const uri of [
      "https://app.example/callback",
      "https://app.example/callback?x=1",
      "http://127.0.0.1/callback",
      "http://127.0.0.1:8080/cb",
      "http://[::1]:3000/cb",
      "http://localhost:5000/cb",
      "com.example.launcher:/oauth",
    ]) {
      expect(redirectUriProblem(uri), uri).toBeNull();
    }
  });

  it("refuses plain http elsewhere, fragments, credentials, script schemes, relative and overlong URIs", () => {
    for (const uri of [
      "http://app.example/callback",
      "https://app.example/cb#frag",
      "https://user:pw@app.example/cb",
      "javascript:alert(1)",
      "data:text/html,hi",
      "myapp:/callback",
      "/callback",
      "",
      `https://app.example/${"a".repeat(2048)}`,
      "https://app.example/a b",
    ]) {
      expect(redirectUriProblem(uri), uri).not.toBeNull();
    }
  });
});

describe("matching a request's redirect_uri", () => {
  const registered = ["https://app.example/callback", "http://127.0.0.1/callback", "http://localhost:9000/cb"];

  it("matches exactly, and a loopback URI on any port", () => {
    expect(redirectUriMatches(registered, "https://app.example/callback")).toBe(true);
    expect(redirectUriMatches(registered, "http://127.0.0.1:51234/callback")).toBe(true);
    expect(redirectUriMatches(registered, "http://127.0.0.1/callback")).toBe(true);
    expect(redirectUriMatches(registered, "http://localhost:1234/cb")).toBe(true);
  });

  it("refuses anything else: another path, query, host, scheme or a prefix", () => {
    for (const uri of [
      "https://app.example/callback/",
      "https://app.example/callback?next=evil",
      "https://app.example/callbackx",
      "https://evil.example/callback",
      "http://app.example/callback",
      "http://127.0.0.1:51234/other",
      "http://[::1]:51234/callback",
      "https://app.example:443/callback#x",
      // Loopback spellings the URL parser would normalise: only the canonical form matches on another port.
      "http://127.0.0.1:5/callback ",
      " http://127.0.0.1:5/callback",
      "http://127.0.0.1:5/call\nback",
      "http://127.0.0.1:5/callback\t",
      "http://0x7f000001:5/callback",
      "http://127.1:5/callback",
      "HTTP://127.0.0.1:5/callback",
    ]) {
      expect(redirectUriMatches(registered, uri), uri).toBe(false);
    }
  });
});
