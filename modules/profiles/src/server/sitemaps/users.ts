import { countProfiles, profilePage } from "@hopper/accounts/server";
import type { SitemapSource } from "@hopper/core/module";

/** Every user's profile page in `/sitemap.xml`, read through the accounts module a page at a time. */
const users: SitemapSource = {
  count: countProfiles,
  page: async (db, range) =>
    (await profilePage(db, range)).map((user) => ({
      path: `/user/${encodeURIComponent(user.username)}`,
      lastModified: user.updatedAt,
    })),
};
export default users;
