import { siteImageProxy } from "@hopper/core/markdown";

/** /api/image-proxy: media from hosts outside the allow-list, fetched with SSRF and size limits. */
export function handleImageProxy(request: Request): Promise<Response> {
  return siteImageProxy()(request);
}
