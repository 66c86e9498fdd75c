import { describe, expect, it } from "vitest";

import { requestOrigin } from "../src/server/request-origin";

describe("requestOrigin (links in API answers)", () => {
  const spoofed = { host: "evil.example", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" };

  it.each([
    // The configured public URL wins over anything the request says.
    [spoofed, "https://mods.example.org/", 1, "https://mods.example.org"],
    // No public URL, no trusted proxy: the Host header, plain http; forwarded headers are ignored.
    [
      { host: "localhost:3100", "x-forwarded-host": "evil.example", "x-forwarded-proto": "https" },
      undefined,
      0,
      "http://localhost:3100",
    ],
    // Behind a trusted proxy: what it forwards.
    [
      { host: "10.0.0.5:3000", "x-forwarded-host": "mods.example.org", "x-forwarded-proto": "https" },
      undefined,
      1,
      "https://mods.example.org",
    ],
    [{ host: "10.0.0.5:3000", "x-forwarded-proto": "http, https" }, undefined, 1, "http://10.0.0.5:3000"],
    // No Host at all (HTTP/1.0): the local port.
    [{}, undefined, 0, "http://localhost:3000"],
  ] as const)("%o with HOPPER_URL %s and %i trusted proxies → %s", (headers, publicUrl, trustedProxies, expected) => {
    expect(requestOrigin(headers, { publicUrl, trustedProxies, port: 3000 })).toBe(expected);
  });
});
