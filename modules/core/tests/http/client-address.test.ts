import { describe, expect, it } from "vitest";

import { clientAddress, resolveClientAddress } from "../../src/http";

describe("resolveClientAddress", () => {
  it.each([
    // peer, X-Forwarded-For, trusted proxies → client
    ["192.0.2.10", undefined, 0, "192.0.2.10"],
    ["::ffff:192.0.2.10", undefined, 0, "192.0.2.10"],
    ["2001:db8::1", undefined, 0, "2001:db8::1"],
    // No proxy trusted: whatever the client wrote is ignored (it cannot dodge the rate limit this way).
    ["192.0.2.10", "203.0.113.5", 0, "192.0.2.10"],
    // One proxy (it appended the client's address): the right-most entry.
    ["10.0.0.2", "203.0.113.5", 1, "203.0.113.5"],
    ["10.0.0.2", "198.51.100.66, 203.0.113.5", 1, "203.0.113.5"],
    // Two proxies: skip the inner one's entry too.
    ["10.0.0.2", "198.51.100.66, 203.0.113.5, 10.0.0.9", 2, "203.0.113.5"],
    // More proxies trusted than hops present: the left-most address there is.
    ["10.0.0.2", "203.0.113.5", 3, "203.0.113.5"],
    ["10.0.0.2", ["198.51.100.66", "203.0.113.5"], 1, "203.0.113.5"],
    // A proxy that writes something that is not an address gives no address rather than a forged key.
    ["10.0.0.2", "unknown", 1, null],
    [undefined, undefined, 0, null],
  ] as const)("peer %s, forwarded %s, %i trusted → %s", (peer, forwarded, trusted, expected) => {
    expect(resolveClientAddress(peer, forwarded as string | string[] | undefined, trusted)).toBe(expected);
  });
});

describe("clientAddress", () => {
  it("reads the address the web server resolved", () => {
    expect(clientAddress(new Headers({ "x-forwarded-for": "203.0.113.5" }))).toBe("203.0.113.5");
    expect(clientAddress(new Headers({ "x-real-ip": "203.0.113.6" }))).toBe("203.0.113.6");
    expect(clientAddress(new Headers())).toBeNull();
  });
});
