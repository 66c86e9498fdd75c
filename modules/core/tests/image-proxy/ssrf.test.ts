/**
 * SSRF refusal of the image proxy: loopback, private and link-local destinations are refused whether
 * they are written directly, reached through a redirect, or returned by DNS.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { isPublicAddress } from "../../src/image-proxy/address-policy";
import { handleImageProxyRequest } from "../../src/image-proxy/handler";
import type { ImageProxyOptions } from "../../src/image-proxy/options";
import type { HostResolver, ResolvedAddress } from "../../src/image-proxy/resolve-host";
import { startTestServer } from "./test-server";
import type { TestServer } from "./test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});
beforeEach(() => {
  server.requests.length = 0;
});

/** Fake DNS: tests must never query a real resolver. */
const DNS: Readonly<Record<string, ResolvedAddress[]>> = {
  "images.test": [{ address: "127.0.0.1", family: 4 }],
  "internal.test": [{ address: "10.0.0.5", family: 4 }],
  "metadata.test": [{ address: "169.254.169.254", family: 4 }],
  "loopback6.test": [{ address: "::1", family: 6 }],
  "mapped.test": [{ address: "::ffff:127.0.0.1", family: 6 }],
  "rebind.test": [
    { address: "93.184.216.34", family: 4 },
    { address: "192.168.1.10", family: 4 },
  ],
  localhost: [
    { address: "127.0.0.1", family: 4 },
    { address: "::1", family: 6 },
  ],
};
const resolveHost: HostResolver = async (hostname) => {
  const answers = DNS[hostname];
  if (answers === undefined) throw new Error(`unexpected lookup of ${hostname}`);
  return answers;
};

function proxy(target: string, options: ImageProxyOptions = {}): Promise<Response> {
  const request = new Request(`https://hopper.test/_image-proxy?url=${encodeURIComponent(target)}`);
  return handleImageProxyRequest(request, {
    resolveHost,
    allowedPorts: [80, 443, server.port],
    ...options,
  });
}

/**
 * For redirect tests the first hop must be reachable, so this policy treats the test server's
 * address (127.0.0.1) as public; every other non-public address stays refused.
 */
const testServerCountsAsPublic = (address: string): boolean => address === "127.0.0.1" || isPublicAddress(address);

async function expectRefused(response: Response): Promise<void> {
  expect(response.status).toBe(403);
  expect(((await response.json()) as { error: string }).error).toBe("forbidden_destination");
  expect(response.headers.get("cache-control")).toBe("no-store");
}

describe("address policy", () => {
  it.each([
    "127.0.0.1",
    "127.255.255.254",
    "10.1.2.3",
    "172.16.0.1",
    "172.31.255.255",
    "192.168.0.1",
    "169.254.169.254",
    "100.64.0.1",
    "0.0.0.0",
    "224.0.0.1",
    "255.255.255.255",
    "::",
    "::1",
    "fe80::1",
    "fc00::1",
    "fd12:3456::1",
    "::ffff:127.0.0.1",
    "::ffff:10.0.0.1",
    "64:ff9b::7f00:1",
    "2002:7f00:1::1",
    "ff02::1",
    "not-an-ip",
  ])("refuses %s", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(["93.184.216.34", "1.1.1.1", "172.32.0.1", "2606:4700:4700::1111"])("allows %s", (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe("direct destinations", () => {
  it.each([
    ["loopback", () => `${server.origin}/image.png`],
    ["loopback, other address", () => `http://127.0.0.2:${server.port}/image.png`],
    ["loopback in decimal", () => `http://2130706433:${server.port}/image.png`],
    ["loopback in hex", () => `http://0x7f.1:${server.port}/image.png`],
    ["IPv6 loopback", () => `http://[::1]:${server.port}/image.png`],
    ["IPv4-mapped IPv6 loopback", () => `http://[::ffff:127.0.0.1]:${server.port}/image.png`],
    ["private", () => "http://10.0.0.1/image.png"],
    ["private 192.168", () => "http://192.168.1.1/image.png"],
    ["link-local metadata", () => "http://169.254.169.254/latest/meta-data/"],
    ["unspecified", () => `http://0.0.0.0:${server.port}/image.png`],
  ])("refuses %s without connecting", async (_name, target) => {
    await expectRefused(await proxy(target()));
    expect(server.requests).toEqual([]);
  });

  it("refuses other schemes", async () => {
    for (const target of [
      "file:///etc/passwd",
      "ftp://images.test/a.png",
      "gopher://images.test/",
      "data:image/png;base64,AA",
    ]) {
      await expectRefused(await proxy(target));
    }
  });

  it("refuses ports outside the allow-list", async () => {
    await expectRefused(await proxy("http://images.test:6379/", { allowedPorts: [80, 443] }));
  });

  it("refuses URLs with credentials", async () => {
    await expectRefused(
      await proxy(`http://user:pass@images.test:${server.port}/image.png`, {
        isAddressAllowed: testServerCountsAsPublic,
      }),
    );
    expect(server.requests).toEqual([]);
  });

  it("refuses configured hosts (its own)", async () => {
    await expectRefused(
      await proxy(`http://images.test:${server.port}/image.png`, {
        refusedHosts: ["images.test"],
        isAddressAllowed: testServerCountsAsPublic,
      }),
    );
  });
});

describe("DNS answers", () => {
  it.each([
    ["loopback", "images.test"],
    ["private", "internal.test"],
    ["link-local", "metadata.test"],
    ["IPv6 loopback", "loopback6.test"],
    ["IPv4-mapped loopback", "mapped.test"],
    ["a mix of public and private", "rebind.test"],
    ["localhost", "localhost"],
  ])("refuses a name resolving to %s", async (_name, host) => {
    await expectRefused(await proxy(`http://${host}:${server.port}/image.png`));
    expect(server.requests).toEqual([]);
  });
});

describe("redirects", () => {
  const redirectTo = (to: string): string => `http://images.test:${server.port}/redirect?to=${encodeURIComponent(to)}`;

  it("serves an image from an allowed destination (control case)", async () => {
    const response = await proxy(`http://images.test:${server.port}/image.png`, {
      isAddressAllowed: testServerCountsAsPublic,
    });
    expect(response.status).toBe(200);
  });

  it.each([
    ["another loopback address", () => `http://127.0.0.2:${server.port}/image.png`],
    ["IPv6 loopback", () => `http://[::1]:${server.port}/image.png`],
    ["a private address", () => "http://10.0.0.1/image.png"],
    ["a private 172.16 address", () => "http://172.16.5.4/image.png"],
    ["cloud metadata", () => "http://169.254.169.254/latest/meta-data/iam/"],
    ["a name resolving to a private address", () => `http://internal.test:${server.port}/image.png`],
    ["a name resolving to link-local", () => "http://metadata.test/"],
    ["localhost", () => `http://localhost:${server.port}/image.png`],
    ["a file URL", () => "file:///etc/passwd"],
  ])("refuses a redirect to %s", async (_name, target) => {
    await expectRefused(await proxy(redirectTo(target()), { isAddressAllowed: testServerCountsAsPublic }));
    // Only the redirecting hop reached the server.
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]).toMatch(/^\/redirect/);
  });

  it("refuses a redirect to a port outside the allow-list", async () => {
    await expectRefused(
      await proxy(redirectTo("http://images.test:22/"), { isAddressAllowed: testServerCountsAsPublic }),
    );
  });

  it("follows a redirect to an allowed destination", async () => {
    const response = await proxy(redirectTo("/image.png"), { isAddressAllowed: testServerCountsAsPublic });
    expect(response.status).toBe(200);
    expect(server.requests).toEqual([expect.stringMatching(/^\/redirect/), "/image.png"]);
  });

  it("stops after the redirect limit", async () => {
    const response = await proxy(`http://images.test:${server.port}/loop`, {
      isAddressAllowed: testServerCountsAsPublic,
      maxRedirects: 3,
    });
    expect(response.status).toBe(502);
    expect(server.requests).toHaveLength(4);
  });
});
