// GET /v3/changelog over the REST dispatcher (docs/api.md, "Changelog"): the reference's entry shape (product, ISO
// date, version when there is one, markdown body), newest first, the product filter, paging, 400s for bad queries,
// and scheduled entries hidden.

import { beforeAll, describe, expect, it } from "vitest";

import { setupTestDatabase } from "../../../tests/setup/test-database";
import { setupRestServer } from "../../../tests/support/rest-server";
import { addEntry } from "./reading-support";

const database = setupTestDatabase();
const api = setupRestServer();
const db = () => database.db;

type Entry = { product: string; date: string; version?: string; body: string };

beforeAll(async () => {
  await addEntry(db(), { product: "web", at: "2026-02-01T12:00:00Z", version: "2026.2", body: "## Added\n\n- Web" });
  await addEntry(db(), { product: "app", at: "2026-02-02T12:00:00Z", body: "## Added\n\n- Worlds tab" });
  await addEntry(db(), {
    product: "app",
    at: "2026-02-03T12:00:00Z",
    version: "0.10.0",
    body: "## Added\n\n- Library",
  });
  await addEntry(db(), { product: "servers", at: "2026-02-04T12:00:00Z", version: "s1" });
  await addEntry(db(), { product: "app", at: "2099-01-01T12:00:00Z", version: "9.9.9" });
});

describe("GET /v3/changelog", () => {
  it("answers the published entries, newest first, in the reference's shape", async () => {
    const { status, body } = await api.json<Entry[]>("/v3/changelog");
    expect(status).toBe(200);
    expect(body.map((entry) => entry.version ?? null)).toEqual(["s1", "0.10.0", null, "2026.2"]);
    expect(body[1]).toEqual({
      product: "app",
      date: "2026-02-03T12:00:00.000Z",
      version: "0.10.0",
      body: "## Added\n\n- Library",
    });
    expect(body[2]).not.toHaveProperty("version");
  });

  it("filters by product and pages with limit and offset", async () => {
    const app = await api.json<Entry[]>("/v3/changelog?product=app");
    expect(app.body.map((entry) => entry.body)).toEqual(["## Added\n\n- Library", "## Added\n\n- Worlds tab"]);
    const page = await api.json<Entry[]>("/v3/changelog?limit=2&offset=1");
    expect(page.body.map((entry) => entry.product)).toEqual(["app", "app"]);
    const past = await api.json<Entry[]>("/v3/changelog?offset=100");
    expect(past).toMatchObject({ status: 200, body: [] });
  });

  it("refuses a bad query with a 400 naming the problem", async () => {
    const cases: [string, RegExp][] = [
      ["product=plugins", /product must be web, servers or app/],
      ["limit=0", /limit must be at least 1/],
      ["limit=101", /limit must be at most 100/],
      ["limit=abc", /limit must be a number/],
      ["limit=1.5", /limit must be a whole number/],
      ["offset=-1", /offset must be at least 0/],
      ["offset=100001", /offset must be at most 100000/],
    ];
    for (const [query, message] of cases) {
      const { status, body } = await api.json<{ error: string; description: string }>(`/v3/changelog?${query}`);
      expect(status, query).toBe(400);
      expect(body.description, query).toMatch(message);
    }
  });
});
