import { describe, expect, it } from "vitest";

import { createMarkdownRenderer } from "../../core/src/markdown";
import { newId } from "../../core/src/db/ids";
import { setupTestDatabase } from "../../../tests/setup/test-database";
import { tempDataDir } from "../../../tests/support/temp-dir";
import seed from "../src/seed";
import { DEMO_CHANGELOG, demoPublishedAt, seedDemoChangelog } from "../src/seed/demo-changelog";
import { latestEntries, listEntries } from "../src/server/services/entries";
import { CHANGELOG_PRODUCTS } from "../src/server/services/products";
import type { ChangelogProduct } from "../src/server/services/products";

// The demo changelog (issue 21, "Deliver"; docs/changelog.md "Demo data"): at least ten published entries per
// product line with Added and Improvements sections, the desktop app's Home/Jump back in, Library and Worlds tab, the
// servers' Europe and Dallas regions; seeding again adds nothing.

// listEntries renders with the site's markdown, whose image-proxy key comes from the data dir's generated secret.
tempDataDir("hopper-changelog-seed-");
const database = setupTestDatabase();
const db = () => database.db;
// Late in a UTC day, so an entry published "today" would already be past and one "tomorrow" still ahead.
const NOW = new Date("2026-11-16T22:30:00Z");
const renderer = createMarkdownRenderer({ siteHosts: ["localhost"], cdnHosts: [], imageProxyUrl: "/api/image-proxy" });

/** A product line's published entries as the pages read them (listEntries: publishedAt ≤ now, newest first). */
async function published(product: ChangelogProduct) {
  const { entries, total } = await listEntries(db(), { product, perPage: 100, now: NOW });
  expect(entries).toHaveLength(total);
  return entries;
}

describe("the changelog seed", () => {
  it("gives each product line at least ten published entries by demo-admin, spread over the last ~18 months", async () => {
    const adminId = newId();
    await db().user.create({
      data: { id: adminId, username: "demo-admin", usernameKey: "demo-admin", role: "admin" },
    });
    const lines = await seedDemoChangelog(db(), NOW);
    expect(lines).toEqual(["changelog   37 entries for web, servers and app (1 scheduled ahead)"]);

    const oldest = new Date(NOW.getTime() - 19 * 30 * 24 * 60 * 60 * 1000);
    for (const product of CHANGELOG_PRODUCTS) {
      const entries = await published(product);
      expect(entries.length, product).toBeGreaterThanOrEqual(10);
      for (const entry of entries) {
        expect(entry.authorName).toBe("demo-admin");
        expect(entry.publishedAt.getTime()).toBeGreaterThan(oldest.getTime());
      }
      // One entry per product and day, so each date page shows one of them.
      expect(new Set(entries.map((entry) => entry.day)).size).toBe(entries.length);
    }
    expect(await db().changelogEntry.count({ where: { authorId: adminId } })).toBe(DEMO_CHANGELOG.length);
  });

  it("writes every body with Added and Improvements sections that render as headings", async () => {
    const entries = await db().changelogEntry.findMany();
    expect(entries).toHaveLength(DEMO_CHANGELOG.length);
    for (const entry of entries) {
      expect(entry.body.length).toBeLessThanOrEqual(65_536);
      const html = renderer.render(entry.body);
      expect(html, entry.id).toMatch(/<h2[^>]*>Added<\/h2>/);
      expect(html, entry.id).toMatch(/<h2[^>]*>Improvements<\/h2>/);
      // Added comes before Improvements, and Fixed (when present) last.
      const order = [...entry.body.matchAll(/^## (\w+)$/gm)].map((match) => match[1]);
      expect(order.slice(0, 2), entry.id).toEqual(["Added", "Improvements"]);
      expect(
        order.slice(2).every((heading) => heading === "Fixed"),
        entry.id,
      ).toBe(true);
    }
  });

  it("describes the desktop app's Home with Jump back in, the Library and the Worlds tab, with semantic versions", async () => {
    const entries = await published("app");
    const text = entries.map((entry) => entry.body).join("\n");
    expect(text).toContain("Home");
    expect(text).toContain("Jump back in");
    expect(text).toContain("Library");
    expect(text).toContain("Worlds tab");
    for (const entry of entries) expect(entry.versionLabel, entry.id).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it("names the servers' regions Europe and Dallas", async () => {
    const text = (await published("servers")).map((entry) => entry.body).join("\n");
    expect(text).toContain("Europe");
    expect(text).toContain("Dallas");
  });

  it("schedules only the one demo app release, 30 days ahead", async () => {
    const ahead = await db().changelogEntry.findMany({ where: { publishedAt: { gt: NOW } } });
    expect(ahead.map((entry) => [entry.product, entry.publishedAt.toISOString()])).toEqual([
      ["app", demoPublishedAt(NOW, -30).toISOString()],
    ]);
    expect(ahead[0]!.publishedAt.toISOString()).toBe("2026-12-16T14:00:00.000Z");
    // /app's "what is new" starts with the newest published release, not the scheduled one.
    const [latest] = await latestEntries(db(), { product: "app", limit: 1, now: NOW });
    expect(latest?.versionLabel).toBe("0.11.0");
    // The browser walks open this entry's editor and date page (DEMO_CHANGELOG_ENTRY_ID, tests/e2e/support/declared-pages.ts).
    expect(latest?.id).toBe("ClogAp12");
  });

  it("adds nothing when seeded again, and leaves an edited entry as it was", async () => {
    const edited = DEMO_CHANGELOG[0]!.id;
    await db().changelogEntry.update({
      where: { id: edited },
      data: { body: "## Added\n\n- x\n\n## Improvements\n\n- y" },
    });
    const before = await db().changelogEntry.count();
    const lines: string[] = [];
    await seed({ db: db(), report: (line) => lines.push(line) });
    expect(await seedDemoChangelog(db(), new Date(NOW.getTime() + 86_400_000))).toEqual([]);
    expect(lines).toEqual([]);
    expect(await db().changelogEntry.count()).toBe(before);
    expect((await db().changelogEntry.findUniqueOrThrow({ where: { id: edited } })).body).toContain("- x");
  });

  it("adds back only a deleted demo entry", async () => {
    const removed = DEMO_CHANGELOG[5]!;
    await db().changelogEntry.delete({ where: { id: removed.id } });
    expect(await seedDemoChangelog(db(), NOW)).toEqual(["changelog   1 entry for web, servers and app"]);
    expect(await db().changelogEntry.count()).toBe(DEMO_CHANGELOG.length);
  });
});
