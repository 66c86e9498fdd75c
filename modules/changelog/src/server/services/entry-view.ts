import { siteMarkdown } from "@hopper/core/markdown";
import type { Prisma } from "@hopper/core/db";

import type { ChangelogProduct } from "./products";

/** What pages, feeds and the JSON endpoint show of an entry. */
export interface EntryView {
  id: string;
  product: ChangelogProduct;
  publishedAt: Date;
  /** The UTC day it is listed under, "YYYY-MM-DD" (the date page's URL segment). */
  day: string;
  versionLabel: string | null;
  /** The markdown as written. */
  body: string;
  /** The body rendered and sanitized by the house markdown (cached by source, so repeated reads are cheap). */
  html: string;
  authorName: string | null;
}

export const ENTRY_INCLUDE = { author: { select: { username: true } } } satisfies Prisma.ChangelogEntryInclude;

export type EntryRow = Prisma.ChangelogEntryGetPayload<{ include: typeof ENTRY_INCLUDE }>;

/** "YYYY-MM-DD" of an instant in UTC: entries are dated in UTC whatever the reader's zone. */
export function utcDay(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

export function entryView(row: EntryRow): EntryView {
  return {
    id: row.id,
    // The column only ever receives validated products (services/write-input.ts).
    product: row.product as ChangelogProduct,
    publishedAt: row.publishedAt,
    day: utcDay(row.publishedAt),
    versionLabel: row.versionLabel,
    body: row.body,
    html: siteMarkdown().render(row.body),
    authorName: row.author?.username ?? null,
  };
}
