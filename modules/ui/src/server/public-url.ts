import { config } from "@hopper/core/config";

/**
 * The absolute address of a site path on the configured public URL (HOPPER_URL; on one machine
 * `http://localhost:$PORT`): what crawlers and link previews are given — canonical links, Open Graph
 * tags, robots.txt, the sitemap — whatever Host header the request came with.
 */
export function publicUrl(pathAndQuery: string): string {
  const { HOPPER_URL, PORT } = config();
  // `//host/…` would resolve to another site: a site path never names a host.
  return new URL(pathAndQuery.replace(/^\/{2,}/, "/"), HOPPER_URL ?? `http://localhost:${PORT}`).href;
}
