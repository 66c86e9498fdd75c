import type { DbOrTx } from "../db/client";

/** One address of a sitemap page: a site path (`/mod/sodium`), made absolute with HOPPER_URL by the web app. */
export interface SitemapEntry {
  path: string;
  lastModified?: Date;
}

/**
 * A module's share of `/sitemap.xml`: its public addresses in a stable, indexed order, read a page at a time
 * (never the whole table), so a catalogue of millions fits in sitemap files of 50,000 URLs.
 */
export interface SitemapSource {
  /** How many addresses the source has now. */
  count(db: DbOrTx): Promise<number>;
  /** The addresses from `offset` (in the source's order), at most `limit` of them. */
  page(db: DbOrTx, range: { offset: number; limit: number }): Promise<SitemapEntry[]>;
}

/** A manifest's `sitemaps` entry: `name` (kebab-case) names its files, `/sitemap/<name>-<n>.xml`. */
export interface SitemapDefinition {
  name: string;
  source: () => Promise<{ default: SitemapSource }>;
}

/** A source for a short fixed list of pages (a module's own static pages): no database involved. */
export function fixedSitemap(paths: readonly string[]): SitemapSource {
  return {
    count: () => Promise.resolve(paths.length),
    page: (_db, { offset, limit }) => Promise.resolve(paths.slice(offset, offset + limit).map((path) => ({ path }))),
  };
}
