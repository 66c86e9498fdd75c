/** Signed proxy URLs: the renderer signs what it rewrites, the proxy fetches only signed URLs. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { isPublicAddress } from "../../src/image-proxy/address-policy";
import { handleImageProxyRequest } from "../../src/image-proxy/handler";
import type { ImageProxyOptions } from "../../src/image-proxy/options";
import { renderMarkdown } from "../../src/markdown/renderer";
import { startTestServer } from "./test-server";
import type { TestServer } from "./test-server";

const KEY = "test-signing-key";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

function proxyOptions(): ImageProxyOptions {
  return {
    signingKey: KEY,
    resolveHost: async () => [{ address: "127.0.0.1", family: 4 }],
    isAddressAllowed: (address) => address === "127.0.0.1" || isPublicAddress(address),
    allowedPorts: [server.port],
  };
}

/** The proxied src the renderer writes for an image on the test server. */
function renderedProxySrc(): string {
  const html = renderMarkdown(`![a](http://images.test:${server.port}/image.png)`, {
    siteHosts: ["hopper.test"],
    cdnHosts: [],
    imageProxyUrl: "https://hopper.test/_image-proxy",
    imageProxySigningKey: KEY,
  });
  const src = /src="([^"]+)"/.exec(html)?.[1];
  if (src === undefined) throw new Error(`no src in ${html}`);
  return src.replaceAll("&#x26;", "&").replaceAll("&amp;", "&");
}

describe("signed proxy URLs", () => {
  it("serves a URL signed by the renderer", async () => {
    const response = await handleImageProxyRequest(new Request(renderedProxySrc()), proxyOptions());
    expect(response.status).toBe(200);
  });

  it("refuses unsigned and tampered URLs before fetching", async () => {
    server.requests.length = 0;
    const signed = new URL(renderedProxySrc());
    const unsigned = new URL(signed);
    unsigned.searchParams.delete("s");
    const tampered = new URL(signed);
    tampered.searchParams.set("url", `http://images.test:${server.port}/svg`);
    for (const url of [unsigned, tampered]) {
      const response = await handleImageProxyRequest(new Request(url), proxyOptions());
      expect(response.status).toBe(403);
      expect(((await response.json()) as { error: string }).error).toBe("invalid_signature");
    }
    expect(server.requests).toEqual([]);
  });
});
