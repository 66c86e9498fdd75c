/** Size, type and time limits, caching and security headers of the image proxy. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isPublicAddress } from "../../src/image-proxy/address-policy";
import { handleImageProxyRequest } from "../../src/image-proxy/handler";
import type { ImageProxyOptions } from "../../src/image-proxy/options";
import { PNG_BYTES, startTestServer } from "./test-server";
import type { TestServer } from "./test-server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

function proxy(path: string, options: ImageProxyOptions = {}, init?: RequestInit): Promise<Response> {
  const target = `http://images.test:${server.port}${path}`;
  return handleImageProxyRequest(new Request(`https://hopper.test/p?url=${encodeURIComponent(target)}`, init), {
    resolveHost: async () => [{ address: "127.0.0.1", family: 4 }],
    // The test server stands in for a public host.
    isAddressAllowed: (address) => address === "127.0.0.1" || isPublicAddress(address),
    allowedPorts: [server.port],
    ...options,
  });
}

describe("image proxy limits", () => {
  it("serves an allowed image with caching and security headers", async () => {
    const response = await proxy("/image.png", { cacheMaxAgeSeconds: 3600 });
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer())).toEqual(PNG_BYTES);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    expect(response.headers.get("etag")).toMatch(/^"[\w-]+"$/);
  });

  it("answers 304 to a matching If-None-Match", async () => {
    const etag = (await proxy("/image.png")).headers.get("etag") ?? "";
    const response = await proxy("/image.png", {}, { headers: { "if-none-match": etag } });
    expect(response.status).toBe(304);
  });

  it("refuses SVG, which can carry script", async () => {
    expect((await proxy("/svg")).status).toBe(415);
  });

  it("refuses non-media types", async () => {
    expect((await proxy("/html")).status).toBe(415);
  });

  it("refuses a body whose declared length exceeds the limit", async () => {
    expect((await proxy("/big-declared", { maxBytes: 1000 })).status).toBe(413);
  });

  it("refuses a streamed body once it exceeds the limit", async () => {
    expect((await proxy("/big-streamed", { maxBytes: 1000 })).status).toBe(413);
  });

  it("gives up on a slow server after the time limit", async () => {
    const started = Date.now();
    const response = await proxy("/slow", { timeoutMs: 300 });
    expect(response.status).toBe(504);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it("passes upstream errors on as 502", async () => {
    expect((await proxy("/missing")).status).toBe(502);
  });

  it("requires the url parameter and a GET", async () => {
    expect((await handleImageProxyRequest(new Request("https://hopper.test/p"))).status).toBe(400);
    expect((await handleImageProxyRequest(new Request("https://hopper.test/p?url=x", { method: "POST" }))).status).toBe(
      405,
    );
    expect((await handleImageProxyRequest(new Request("https://hopper.test/p?url=not%20a%20url"))).status).toBe(400);
  });
});
