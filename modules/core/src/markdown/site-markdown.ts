import { createHmac } from "node:crypto";

import { config } from "../config";
import { authSecret } from "../config/secret";
import { createImageProxyHandler } from "../image-proxy/handler";
import type { ImageProxyHandler } from "../image-proxy/handler";
import { createMarkdownRenderer } from "./renderer";
import type { MarkdownRenderer } from "./renderer";

/** Where the image proxy answers; the renderer rewrites foreign media to it. */
export const IMAGE_PROXY_PATH = "/api/image-proxy";

function siteHosts(): string[] {
  const { HOPPER_URL, PORT } = config();
  const hosts = new Set(["localhost", "127.0.0.1", `localhost:${PORT}`, `127.0.0.1:${PORT}`]);
  if (HOPPER_URL) {
    const url = new URL(HOPPER_URL);
    hosts.add(url.hostname);
    hosts.add(url.host);
  }
  return [...hosts];
}

// Signed proxy URLs: the proxy only fetches what our own renderer wrote, so it is not an open proxy.
const signingKey = () => createHmac("sha256", authSecret()).update("image-proxy").digest("base64url");

const holder = globalThis as unknown as { hopperMarkdown?: MarkdownRenderer; hopperImageProxy?: ImageProxyHandler };

/** The site's renderer (with its render cache), configured from the environment. */
export function siteMarkdown(): MarkdownRenderer {
  holder.hopperMarkdown ??= createMarkdownRenderer({
    siteHosts: siteHosts(),
    cdnHosts: siteHosts(),
    imageProxyUrl: IMAGE_PROXY_PATH,
    imageProxySigningKey: signingKey(),
  });
  return holder.hopperMarkdown;
}

export function siteImageProxy(): ImageProxyHandler {
  holder.hopperImageProxy ??= createImageProxyHandler({ refusedHosts: siteHosts(), signingKey: signingKey() });
  return holder.hopperImageProxy;
}
