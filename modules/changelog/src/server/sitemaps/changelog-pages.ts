import type { SitemapSource } from "@hopper/core/module";

import { countDatePages, datePages } from "../services/reading/date-pages";

/** The fixed pages first (the changelog and the app's page), then one date page per product and published day. */
const FIXED = ["/news/changelog", "/app"];

const changelogPages: SitemapSource = {
  count: async (db) => FIXED.length + (await countDatePages(db)),
  page: async (db, { offset, limit }) => {
    const fixed = FIXED.slice(offset, offset + limit).map((path) => ({ path }));
    const rest = limit - fixed.length;
    if (rest <= 0) return fixed;
    return [...fixed, ...(await datePages(db, { offset: Math.max(0, offset - FIXED.length), limit: rest }))];
  },
};

export default changelogPages;
