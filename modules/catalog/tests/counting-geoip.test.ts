import { writeFileSync } from "node:fs";
import path from "node:path";

import { afterEach, describe, expect, it } from "vitest";

import { setupTestDatabase } from "../../../tests/setup/test-database";
import { fileTempDir } from "../../../tests/support/temp-dir";
import { countryOf, csvLookup, resetGeoIp } from "../src/server/services/counting/geoip";
import { recordView } from "../src/server/services/counting/views";
import { createProject } from "../src/server/services/projects/project-create";
import { resetCatalogSettings } from "../src/server/settings";
import { makeUser, uniqueSlug } from "./helpers";
import { writeCountryMmdb } from "./support/mmdb-writer";

const database = setupTestDatabase();
const dir = fileTempDir("hopper-geoip-");

const NETWORKS = [
  { network: "192.0.2.0/24", country: "DE" },
  { network: "198.51.100.0/25", country: "FR" },
  { network: "2001:db8:1::/48", country: "JP" },
];

const mmdbPath = path.join(dir, "country.mmdb");
writeFileSync(mmdbPath, writeCountryMmdb(NETWORKS));
const csvPath = path.join(dir, "dbip-country-lite.csv");
writeFileSync(
  csvPath,
  [
    "192.0.2.0,192.0.2.255,DE",
    "198.51.100.0,198.51.100.127,FR",
    "2001:db8:1::,2001:db8:1:ffff:ffff:ffff:ffff:ffff,JP",
    "not,a,line",
  ].join("\n"),
);

afterEach(() => {
  delete process.env.GEOIP_DATABASE;
  resetCatalogSettings();
  resetGeoIp();
});

describe.each([
  ["a MaxMind DB (.mmdb)", mmdbPath],
  ["a CSV of ranges", csvPath],
])("country from %s", (_name, file) => {
  it.each([
    ["192.0.2.77", "DE"],
    ["::ffff:192.0.2.1", "DE"],
    ["198.51.100.5", "FR"],
    ["198.51.100.200", "unknown"],
    ["2001:db8:1:2::9", "JP"],
    ["2001:db8:2::1", "unknown"],
    ["203.0.113.1", "unknown"],
    ["local", "unknown"],
  ])("%s is %s", async (ip, country) => {
    expect(await countryOf(ip, file)).toBe(country);
  });
});

describe("the GEOIP_DATABASE setting", () => {
  it("gives a counted view its country, end to end through the setting", async () => {
    process.env.GEOIP_DATABASE = mmdbPath;
    resetCatalogSettings();
    const owner = await makeUser(database.db);
    const project = await createProject(database.db, owner, {
      name: "GeoIP",
      slug: uniqueSlug("geo"),
      projectType: "mod",
      summary: "Countries",
    });
    const headers = new Headers({ "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0" });
    expect(await recordView(database.db, { projectId: project.id, ip: "192.0.2.10", headers })).toBe(true);
    expect(await recordView(database.db, { projectId: project.id, ip: "2001:db8:1::5", headers })).toBe(true);
    const events = await database.db.viewEvent.findMany({ where: { projectId: project.id }, orderBy: { id: "asc" } });
    expect(events.map((event) => event.country)).toEqual(["DE", "JP"]);
  });

  it.each([
    ["unset", undefined],
    ["a missing file", "/nonexistent/geoip.mmdb"],
    ["an unreadable file", "garbage"],
  ])("is unknown for every address when %s, without failing", async (_name, value) => {
    const file = value === "garbage" ? path.join(dir, "garbage.mmdb") : value;
    if (value === "garbage") writeFileSync(file!, "not a database");
    expect(await countryOf("192.0.2.77", file)).toBe("unknown");
  });

  it("parses DB-IP style quoted cells", () => {
    expect(csvLookup('"192.0.2.0","192.0.2.255","de"')("192.0.2.1")).toBe("DE");
  });
});
