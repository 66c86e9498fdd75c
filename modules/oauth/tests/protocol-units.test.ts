import { describe, expect, it } from "vitest";

import { redirectLocation } from "../src/server/services/authorize/redirect-location";
import { parseBasic } from "../src/server/services/tokens/client-auth";
import { s256 } from "../src/server/services/tokens/exchange-code";

// The protocol's pure pieces: the Basic header's form-decoding (RFC 6749 2.3.1), the PKCE transform (RFC 7636
// appendix B's example) and how response parameters join a redirect URI that has its own query.

describe("client_secret_basic", () => {
  const basic = (raw: string) => `Basic ${Buffer.from(raw).toString("base64")}`;
  it("form-decodes the id and the secret before checking them", () => {
    expect(parseBasic(basic("AbCd1234:s3cret"))).toEqual({ id: "AbCd1234", secret: "s3cret" });
    expect(parseBasic(basic("AbCd1234:a%3Ab+c%25"))).toEqual({ id: "AbCd1234", secret: "a:b c%" });
    expect(parseBasic(`basic   ${Buffer.from("x:y").toString("base64")}`)).toEqual({ id: "x", secret: "y" });
  });
  it("tells a malformed Basic header from another scheme", () => {
    expect(parseBasic(basic("no-colon"))).toBe("malformed");
    expect(parseBasic(basic("id:%E0%A4%A"))).toBe("malformed");
    expect(parseBasic("Basic !!!")).toBe("malformed");
    expect(parseBasic("Bearer hoa_x")).toBeNull();
  });
});

describe("PKCE S256", () => {
  it("matches RFC 7636 appendix B", () => {
    expect(s256("dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk")).toBe("E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM");
  });
});

describe("redirect locations", () => {
  it("keep the registered URI's own query byte for byte and leave out absent values", () => {
    expect(redirectLocation("https://app.example/cb", { code: "c", state: undefined, iss: "https://h.example" })).toBe(
      "https://app.example/cb?code=c&iss=https%3A%2F%2Fh.example",
    );
    expect(redirectLocation("https://app.example/cb?team=a%20b", { code: "c" })).toBe(
      "https://app.example/cb?team=a%20b&code=c",
    );
    expect(redirectLocation("com.example.app:/cb?", { error: "access_denied", state: "x y" })).toBe(
      "com.example.app:/cb?error=access_denied&state=x+y",
    );
  });
});
