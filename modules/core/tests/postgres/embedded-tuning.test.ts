// An embedded cluster started by the code runs with the tuned settings, and an existing data dir gets new
// values at its next start.
import path from "node:path";

import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";

import { fileTempDir } from "../../../../tests/support/temp-dir";
import type { EmbeddedDatabase } from "../../src/postgres/embedded";
import { startEmbeddedPostgres } from "../../src/postgres/embedded";
import { detectMemory, parseBytes, postgresTuning } from "../../src/postgres/tuning";
import type { TunedSetting } from "../../src/postgres/tuning";

const dataDir = path.join(fileTempDir("hopper-pg-tuning-"), "postgres");
let cluster: EmbeddedDatabase | undefined;

afterAll(async () => {
  await cluster?.stop();
});

async function shown(url: string, names: TunedSetting[]): Promise<Record<string, string>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const values: Record<string, string> = {};
    for (const name of names)
      values[name] = (await client.query<Record<string, string>>(`SHOW ${name}`)).rows[0]![name]!;
    return values;
  } finally {
    await client.end();
  }
}

/** SHOW prints sizes in the largest whole unit (6144MB as 6GB): compare bytes. */
const normalised = (values: Record<string, string>) =>
  Object.fromEntries(Object.entries(values).map(([name, value]) => [name, parseBytes(value) ?? Number(value)]));

describe("the embedded PostgreSQL's tuning", () => {
  it(
    "reports the computed settings via SHOW, and the new ones after a restart on the same data",
    { timeout: 120_000 },
    async () => {
      const env = { HOPPER_PG_MEMORY: "2GB" };
      cluster = await startEmbeddedPostgres({ dataDir, throwaway: true, env });
      const expected = postgresTuning(detectMemory(env), env);
      const names = Object.keys(expected) as TunedSetting[];
      expect(normalised(await shown(cluster.url, names))).toEqual(normalised(expected));
      expect(expected).toMatchObject({ shared_buffers: "512MB", effective_cache_size: "1536MB" });
      await cluster.stop();

      const changed = { HOPPER_PG_MEMORY: "2GB", HOPPER_PG_WORK_MEM: "16MB", HOPPER_PG_SHARED_BUFFERS: "256MB" };
      cluster = await startEmbeddedPostgres({ dataDir, throwaway: true, env: changed });
      expect(await shown(cluster.url, ["work_mem", "shared_buffers", "random_page_cost"])).toEqual({
        work_mem: "16MB",
        shared_buffers: "256MB",
        random_page_cost: "1.1",
      });
    },
  );
});
