// The reading pages' data (docs/changelog.md, "Reading: pages, feeds and the app"): /news/changelog's filter and
// pages, the date page (both entries of a day, newest first; 404 cases), scheduled entries hidden, and the sitemap's
// date pages. The pages themselves only render what these return.

import { beforeAll, describe, expect, it } from "vitest";

import { setupTestDatabase } from "../../../tests/setup/test-database";
import { datePageData, listPageData, LIST_PER_PAGE } from "../src/server/services/reading/page-data";
import { listHref, pageNumber, productFilter } from "../src/server/services/reading/page-query";
import sitemap from "../src/server/sitemaps/changelog-pages";
import { countDatePages, datePages } from "../src/server/services/reading/date-pages";
import { addEntry, NOW } from "./reading-support";

const database = setupTestDatabase();
const db = () => database.db;

const day = (n: number) => `2026-03-${String(n).padStart(2, "0")}`;

beforeAll(async () => {
  // 22 web entries on 1–22 March at noon; 3 servers entries; 2 app entries on one day (10:00 and 16:00); one
  // scheduled app entry after NOW.
  for (let n = 1; n <= 22; n++) await addEntry(db(), { product: "web", at: `${day(n)}T12:00:00Z`, version: `w${n}` });
  for (const n of [2, 9, 20]) await addEntry(db(), { product: "servers", at: `${day(n)}T08:00:00Z` });
  await addEntry(db(), { product: "app", at: "2026-03-05T10:00:00Z", version: "0.9.0" });
  await addEntry(db(), { product: "app", at: "2026-03-05T16:00:00Z", version: "0.9.1" });
  await addEntry(db(), { product: "app", at: "2026-07-01T12:00:00Z", version: "1.0.0" });
});

describe("/news/changelog", () => {
  it("interleaves every product line by date, newest first, without scheduled entries", async () => {
    const data = await listPageData(db(), {}, NOW);
    expect(data.total).toBe(27);
    expect(data.pages).toBe(2);
    expect(data.entries).toHaveLength(LIST_PER_PAGE);
    const times = data.entries.map((entry) => entry.publishedAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(data.entries.slice(0, 3).map((entry) => [entry.product, entry.day])).toEqual([
      ["web", day(22)],
      ["web", day(21)],
      ["web", day(20)],
    ]);
    expect(data.entries[3]).toMatchObject({ product: "servers", day: day(20) });
    expect(data.entries.some((entry) => entry.versionLabel === "1.0.0")).toBe(false);
  });

  it("shows the scheduled entry once its time has come", async () => {
    const later = await listPageData(db(), { product: "app" }, new Date("2026-07-01T12:00:00Z"));
    expect(later.entries.map((entry) => entry.versionLabel)).toEqual(["1.0.0", "0.9.1", "0.9.0"]);
  });

  it("filters by product line and keeps the filter in the page links", async () => {
    const data = await listPageData(db(), { product: "servers" }, NOW);
    expect(data.product).toBe("servers");
    expect(data.entries.map((entry) => entry.day)).toEqual([day(20), day(9), day(2)]);
    expect(listHref("servers", 2)).toBe("/news/changelog?product=servers&page=2");
    expect(listHref(null)).toBe("/news/changelog");
  });

  it("pages through the list with ?page=", async () => {
    const second = await listPageData(db(), { page: "2" }, NOW);
    expect(second.page).toBe(2);
    expect(second.entries).toHaveLength(27 - LIST_PER_PAGE);
    expect(second.entries.at(-1)).toMatchObject({ product: "web", day: day(1) });
    const webSecond = await listPageData(db(), { product: "web", page: "2" }, NOW);
    expect(webSecond.entries.map((entry) => entry.versionLabel)).toEqual(["w2", "w1"]);
  });

  it("answers a page past the end with no entries (the page offers the first), not an error", async () => {
    const data = await listPageData(db(), { page: "99999" }, NOW);
    expect(data).toMatchObject({ page: 99999, pages: 2, total: 27, entries: [] });
  });

  it("reads a malformed ?page= as the first page", () => {
    for (const raw of ["", "0", "-1", "abc", "1.5", "9999999999", undefined]) expect(pageNumber(raw)).toBe(1);
    expect(pageNumber(["3", "4"])).toBe(3);
  });

  it("lists every product line with a notice for a ?product= that names none", async () => {
    expect(productFilter("plugins")).toEqual({ product: null, unknown: true });
    expect(productFilter("")).toEqual({ product: null, unknown: false });
    const data = await listPageData(db(), { product: "x".repeat(5000) }, NOW);
    expect(data).toMatchObject({ product: null, unknownProduct: true, total: 27 });
  });
});

describe("/news/changelog/{product}/{date}", () => {
  it("shows both entries of a product's day, newest first", async () => {
    const data = await datePageData(db(), { product: "app", date: "2026-03-05" }, NOW);
    expect(data?.entries.map((entry) => entry.versionLabel)).toEqual(["0.9.1", "0.9.0"]);
    expect(data?.entries[0]?.html).toContain("<h2");
  });

  it("is a 404 (null) for an unknown product, a malformed or impossible date, or a day without entries", async () => {
    const cases = [
      { product: "plugins", date: "2026-03-05" },
      { product: "app", date: "2026-3-5" },
      { product: "app", date: "2026-02-30" },
      { product: "app", date: "yesterday" },
      { product: "app", date: "2026-03-06" },
      // web has an entry that day, servers none.
      { product: "servers", date: day(3) },
      { product: ["app"], date: "2026-03-05" },
    ];
    for (const params of cases) expect(await datePageData(db(), params, NOW), JSON.stringify(params)).toBeNull();
  });

  it("is a 404 for a day whose only entry is scheduled, until its time", async () => {
    expect(await datePageData(db(), { product: "app", date: "2026-07-01" }, NOW)).toBeNull();
    const later = await datePageData(db(), { product: "app", date: "2026-07-01" }, new Date("2026-07-02T00:00:00Z"));
    expect(later?.entries).toHaveLength(1);
  });
});

describe("sitemap", () => {
  it("lists the changelog, /app and one date page per product and published day", async () => {
    // 22 web days, 3 servers days, 1 app day (the scheduled one is left out).
    expect(await countDatePages(db(), NOW)).toBe(26);
    const first = await datePages(db(), { offset: 0, limit: 3 }, NOW);
    expect(first.map((entry) => entry.path)).toEqual([
      `/news/changelog/web/${day(22)}`,
      `/news/changelog/web/${day(21)}`,
      `/news/changelog/servers/${day(20)}`,
    ]);
    const head = await sitemap.page(db(), { offset: 0, limit: 3 });
    // The source reads at the real time: its first date page is the newest published day, whatever that is now.
    const [newest] = await datePages(db(), { offset: 0, limit: 1 });
    expect(head.map((entry) => entry.path)).toEqual(["/news/changelog", "/app", newest!.path]);
    const count = await sitemap.count(db());
    const all = await sitemap.page(db(), { offset: 0, limit: 1000 });
    expect(all).toHaveLength(count);
    expect(all.map((entry) => entry.path)).toContain("/news/changelog/app/2026-03-05");
  });
});
