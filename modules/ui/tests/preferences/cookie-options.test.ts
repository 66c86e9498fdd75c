import { describe, expect, it } from "vitest";

import {
  colorModeCookieOptions,
  cosmeticsCookieOptions,
  isSecureOrigin,
  localeCookieOptions,
  readCookie,
  serializeCookie,
} from "../../src/preferences/cookie-options";

describe("preference cookie options (spec section 9)", () => {
  it("keeps the colour mode for 10 years, lax, secure, site-wide", () => {
    expect(colorModeCookieOptions(true)).toEqual({
      maxAge: 315_360_000,
      sameSite: "lax",
      secure: true,
      httpOnly: false,
      path: "/",
    });
  });

  it("keeps cosmetics for one year, lax, secure, readable by scripts", () => {
    expect(cosmeticsCookieOptions(true)).toEqual({
      maxAge: 31_536_000,
      sameSite: "lax",
      secure: true,
      httpOnly: false,
      path: "/",
    });
  });

  it("keeps the locale for one year, strict, secure", () => {
    expect(localeCookieOptions(true)).toEqual({
      maxAge: 31_536_000,
      sameSite: "strict",
      secure: true,
      httpOnly: false,
      path: "/",
    });
  });

  it("drops Secure only for plain-HTTP hosts that are not loopback", () => {
    expect(isSecureOrigin("https:", "hopper.example")).toBe(true);
    expect(isSecureOrigin("http:", "localhost")).toBe(true);
    expect(isSecureOrigin("http", "127.0.0.1")).toBe(true);
    expect(isSecureOrigin("http:", "[::1]")).toBe(true);
    expect(isSecureOrigin("http:", "192.168.1.20")).toBe(false);
  });
});

describe("serializeCookie / readCookie", () => {
  it("writes a document.cookie string with every attribute", () => {
    expect(serializeCookie("locale", "en-US", localeCookieOptions(true))).toBe(
      "locale=en-US; Max-Age=31536000; Path=/; SameSite=Strict; Secure",
    );
    expect(serializeCookie("color-mode", "dark", colorModeCookieOptions(false))).toBe(
      "color-mode=dark; Max-Age=315360000; Path=/; SameSite=Lax",
    );
  });

  it("round-trips encoded JSON values", () => {
    const written = serializeCookie("cosmetics", '{"a":1}', cosmeticsCookieOptions(true)).split(";")[0] ?? "";
    expect(readCookie(`other=1; ${written}`, "cosmetics")).toBe('{"a":1}');
    expect(readCookie("other=1", "cosmetics")).toBeUndefined();
  });

  it("reads past a cookie with a malformed percent-escape, and keeps such a value as written", () => {
    expect(readCookie("a=%E0%A4%A; cosmetics=%7B%22a%22%3A1%7D", "cosmetics")).toBe('{"a":1}');
    expect(readCookie("cosmetics=%E0%A4%A", "cosmetics")).toBe("%E0%A4%A");
    expect(readCookie("toString=1", "constructor")).toBeUndefined();
  });
});
