import { db } from "@hopper/core/db";
import type { DbOrTx } from "@hopper/core/db";
import type { SitemapSource } from "@hopper/core/module";
import { modules } from "@hopper/generated/modules";
import { publicUrl } from "@hopper/ui/server/public-url";

// /sitemap.xml is a sitemap index; each module's `sitemaps` entries become files /sitemap/<name>-<n>.xml of
// at most 50,000 addresses (the protocol's limit, sitemaps.org), read from the module a page at a time.

/** URLs in one sitemap file: the protocol's maximum. */
export const SITEMAP_PAGE_SIZE = 50_000;

export interface NamedSitemapSource {
  name: string;
  load: () => Promise<{ default: SitemapSource }>;
}

/** Every installed module's sitemap sources, in module order. */
export const installedSitemaps: NamedSitemapSource[] = modules.flatMap((m) =>
  (m.sitemaps ?? []).map((entry) => ({ name: entry.name, load: entry.source })),
);

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';
const NAMESPACE = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

export interface SitemapOptions {
  /** Addresses per sitemap file (tests use a small one to see the paging). */
  pageSize?: number;
  sources?: NamedSitemapSource[];
  database?: DbOrTx;
}

const fileName = (name: string, page: number) => `/sitemap/${name}-${page}.xml`;

/**
 * The sitemap index: one file per started page of each source (a source with no addresses has none —
 * the protocol wants at least one <url> in a file).
 */
export async function sitemapIndexXml(options: SitemapOptions = {}): Promise<string> {
  const { pageSize = SITEMAP_PAGE_SIZE, sources = installedSitemaps, database = db() } = options;
  const counts = await Promise.all(
    sources.map(async (entry) => ({ name: entry.name, count: await (await entry.load()).default.count(database) })),
  );
  const files = counts.flatMap(({ name, count }) =>
    Array.from({ length: Math.ceil(count / pageSize) }, (_, index) => fileName(name, index + 1)),
  );
  const items = files.map((file) => `<sitemap><loc>${escapeXml(publicUrl(file))}</loc></sitemap>`);
  return `${XML_HEAD}\n<sitemapindex ${NAMESPACE}>\n${items.join("\n")}\n</sitemapindex>\n`;
}

/** One sitemap file, or null when the source or page does not exist (a 404). */
export async function sitemapPageXml(name: string, page: number, options: SitemapOptions = {}): Promise<string | null> {
  const { pageSize = SITEMAP_PAGE_SIZE, sources = installedSitemaps, database = db() } = options;
  const entry = sources.find((source) => source.name === name);
  if (!entry || !Number.isSafeInteger(page) || page < 1) return null;
  const source = (await entry.load()).default;
  const entries = await source.page(database, { offset: (page - 1) * pageSize, limit: pageSize });
  if (entries.length === 0) return null;
  const items = entries.map((item) => {
    const lastModified = item.lastModified ? `<lastmod>${item.lastModified.toISOString()}</lastmod>` : "";
    return `<url><loc>${escapeXml(publicUrl(item.path))}</loc>${lastModified}</url>`;
  });
  return `${XML_HEAD}\n<urlset ${NAMESPACE}>\n${items.join("\n")}\n</urlset>\n`;
}

// Crawlers fetch these often; an hour's staleness is harmless and spares the counting queries.
const xmlResponse = (body: string) =>
  new Response(body, {
    headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "public, max-age=3600" },
  });

const PAGE_PATH = /^\/sitemap\/([a-z][a-z0-9-]*)-(\d{1,9})\.xml$/;

/** GET /sitemap.xml and GET /sitemap/<name>-<n>.xml (the route files pass every request here). */
export function sitemapHandler(options: SitemapOptions = {}) {
  return async (request: Request): Promise<Response> => {
    const { pathname } = new URL(request.url);
    if (pathname === "/sitemap.xml") return xmlResponse(await sitemapIndexXml(options));
    const match = PAGE_PATH.exec(pathname);
    const body = match ? await sitemapPageXml(match[1]!, Number(match[2]), options) : null;
    if (body === null) {
      return new Response("No such sitemap file.", { status: 404, headers: { "content-type": "text/plain" } });
    }
    return xmlResponse(body);
  };
}

export const handleSitemapRequest = sitemapHandler();
