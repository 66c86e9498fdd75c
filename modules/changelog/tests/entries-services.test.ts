import { describe, expect, it } from "vitest";

import { setupTestDatabase } from "../../../tests/setup/test-database";
import { getEntry, listAllEntries } from "../src/server/services/admin-entries";
import { createEntry } from "../src/server/services/create";
import { entriesOnDate, latestEntries, listEntries } from "../src/server/services/entries";
import { productLabel } from "../src/server/services/products";
import { removeEntry } from "../src/server/services/remove";
import { updateEntry } from "../src/server/services/update";
import { codeOf, messageOf, person } from "./support";

// The changelog's services over real PostgreSQL: the rules of an entry, and the reads' "published only" with an
// explicit `now`, so nothing depends on the clock. Each test uses its own product or years to stay independent.
const database = setupTestDatabase();
const db = () => database.db;

const entry = (overrides: Record<string, unknown> = {}) => ({
  product: "web",
  publishedAt: "2031-03-10T12:00:00Z",
  versionLabel: "1.2.0",
  body: "## Added\n\n- A thing\n\n```ts\nconst a = 1;\n```",
  ...overrides,
});

describe("changelog entries (services)", () => {
  it("writes an entry with its author, renders its body through the house markdown and reads it back", async () => {
    const admin = await person(db(), "admin");
    const created = await createEntry(db(), admin.actor, entry({ versionLabel: "  1.2.0  " }));
    expect(created).toMatchObject({
      product: "web",
      day: "2031-03-10",
      versionLabel: "1.2.0",
      authorName: admin.username,
    });
    expect(created.html).toContain("<h2");
    expect(created.html).toContain("<pre");
    const script = await createEntry(db(), admin.actor, entry({ body: "<script>alert(1)</script>\n\n**hi**" }));
    expect(script.html).not.toContain("<script");
    expect(script.html).toContain("<strong>hi</strong>");
    expect(productLabel("servers")).toBe("Servers");
  });

  it("refuses bad input with a 400 naming the problem, and writes nothing", async () => {
    const admin = await person(db(), "admin");
    const before = await db().changelogEntry.count();
    const cases: [Record<string, unknown>, string][] = [
      [{ product: "desktop" }, "The product must be one of web, servers or app."],
      [{ publishedAt: "tomorrow" }, "The publication time must be an ISO date-time, e.g. 2026-12-01T09:00:00Z."],
      [
        { publishedAt: "2031-03-10T12:00:00" },
        "The publication time must be an ISO date-time, e.g. 2026-12-01T09:00:00Z.",
      ],
      [{ publishedAt: "1999-12-31T23:59:59Z" }, "The publication time must be between the years 2000 and 9999."],
      [{ versionLabel: "v".repeat(33) }, "The version label must be at most 32 characters."],
      [{ versionLabel: "1.0\n2" }, "The version label must not contain control characters."],
      [{ body: "" }, "The body must not be empty."],
      [{ body: "  \n " }, "The body must not be empty."],
      [{ body: "x".repeat(65_537) }, "The body must be at most 65536 characters."],
      [{ body: "nul \u0000 here" }, "The body must not contain NUL characters."],
    ];
    for (const [overrides, message] of cases) {
      const call = createEntry(db(), admin.actor, entry(overrides));
      expect(await messageOf(call), JSON.stringify(overrides).slice(0, 60)).toBe(message);
    }
    expect(await codeOf(createEntry(db(), admin.actor, entry({ body: "" })))).toBe("invalid_input");
    // The limits themselves are allowed: a 32-character label and a 65,536-character body, and no label at all.
    await createEntry(db(), admin.actor, entry({ versionLabel: "v".repeat(32), body: "x".repeat(65_536) }));
    const unlabelled = await createEntry(db(), admin.actor, entry({ versionLabel: "" }));
    expect(unlabelled.versionLabel).toBeNull();
    expect(await db().changelogEntry.count()).toBe(before + 2);
  });

  it("keeps a future entry out of every read until its time, then lists it with no job run", async () => {
    const admin = await person(db(), "admin");
    const now = new Date("2032-06-15T10:00:00Z");
    await createEntry(
      db(),
      admin.actor,
      entry({ product: "servers", publishedAt: "2032-06-15T09:00:00Z", body: "past" }),
    );
    const future = await createEntry(
      db(),
      admin.actor,
      entry({ product: "servers", publishedAt: "2032-06-15T11:00:00+00:00", body: "future" }),
    );
    const bodies = (list: { body: string }[]) => list.map((item) => item.body);
    expect(bodies((await listEntries(db(), { product: "servers", now })).entries)).toEqual(["past"]);
    expect(bodies(await entriesOnDate(db(), "servers", "2032-06-15", now))).toEqual(["past"]);
    expect(bodies(await latestEntries(db(), { product: "servers", limit: 5, now }))).toEqual(["past"]);
    // Admins see it, marked as scheduled.
    const all = await listAllEntries(db(), admin.actor, { now });
    expect(all.entries.find((item) => item.id === future.id)).toMatchObject({ scheduled: true });
    expect((await getEntry(db(), admin.actor, future.id, now)).scheduled).toBe(true);
    // An hour later it is published, newest first on its date page.
    const later = new Date("2032-06-15T12:00:00Z");
    expect(bodies(await entriesOnDate(db(), "servers", "2032-06-15", later))).toEqual(["future", "past"]);
    expect((await listEntries(db(), { product: "servers", now: later })).total).toBe(2);
  });

  it("edits and deletes an entry; an unknown or malformed id is a 4xx", async () => {
    const admin = await person(db(), "admin");
    const other = await person(db(), "admin");
    const created = await createEntry(
      db(),
      admin.actor,
      entry({ product: "app", publishedAt: "2033-01-01T08:00:00Z" }),
    );
    const updated = await updateEntry(
      db(),
      other.actor,
      created.id,
      entry({ product: "app", body: "edited", versionLabel: null }),
    );
    expect(updated).toMatchObject({
      body: "edited",
      versionLabel: null,
      authorName: admin.username,
      day: "2031-03-10",
    });
    expect(await codeOf(updateEntry(db(), admin.actor, "zzzzzzzz", entry()))).toBe("not_found");
    expect(await codeOf(updateEntry(db(), admin.actor, "bad id\u0000", entry()))).toBe("invalid_input");
    expect(await codeOf(updateEntry(db(), admin.actor, created.id, entry({ product: "x" })))).toBe("invalid_input");
    expect(await removeEntry(db(), admin.actor, created.id)).toEqual({ id: created.id });
    expect(await codeOf(removeEntry(db(), admin.actor, created.id))).toBe("not_found");
    expect(await codeOf(getEntry(db(), admin.actor, created.id))).toBe("not_found");
  });

  it("pages the public list newest first with an id tie-break, and ignores impossible dates", async () => {
    const admin = await person(db(), "admin");
    const at = "2034-02-02T02:02:02Z";
    for (let index = 0; index < 3; index++)
      await createEntry(db(), admin.actor, entry({ publishedAt: at, body: `same ${index}` }));
    const now = new Date("2034-02-03T00:00:00Z");
    const first = await listEntries(db(), { product: "web", perPage: 2, page: 1, now });
    const second = await listEntries(db(), { product: "web", perPage: 2, page: 2, now });
    const sameInstant = [...first.entries, ...second.entries].filter((item) => item.day === "2034-02-02");
    expect(sameInstant.map((item) => item.id)).toEqual([...sameInstant.map((item) => item.id)].sort().reverse());
    expect(first.pages).toBe(Math.ceil(first.total / 2));
    expect(await entriesOnDate(db(), "web", "2034-02-30", now)).toEqual([]);
    expect(await entriesOnDate(db(), "web", "not-a-day", now)).toEqual([]);
  });
});
