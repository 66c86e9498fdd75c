import { Client } from "@opensearch-project/opensearch";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openSearchEngine } from "../src/server/engines/opensearch-engine";
import { startOpenSearchStandIn } from "./opensearch-stand-in";
import { searchDocument } from "./search-document";

// The requests the OpenSearch engine sends around a rebuild, against a recording stand-in cluster (offline).

let cluster: Awaited<ReturnType<typeof startOpenSearchStandIn>>;
beforeAll(async () => {
  cluster = await startOpenSearchStandIn();
});
afterAll(async () => {
  await cluster.close();
});

/** The requests sent by `action`, as "METHOD path" plus, for bulk requests, "action index id" per operation. */
async function requestsOf(action: () => Promise<unknown>) {
  const before = cluster.requests.length;
  await action();
  return cluster.requests
    .slice(before)
    .map(({ method, path, body }) =>
      path === "/_bulk"
        ? [
            `${method} ${path}`,
            ...(body as Record<string, { _index: string; _id: string }>[])
              .filter((line) => line.index ?? line.delete)
              .map((line) =>
                line.index
                  ? `index ${line.index._index} ${line.index._id}`
                  : `delete ${line.delete!._index} ${line.delete!._id}`,
              ),
          ]
        : path === "/_aliases"
          ? [`${method} ${path}`, JSON.stringify((body as { actions: unknown }).actions)]
          : [`${method} ${path}`],
    );
}

describe("an OpenSearch rebuild", () => {
  it("builds beside the live index, sends live writes to both, and swaps the alias atomically", async () => {
    const engine = openSearchEngine(new Client({ node: cluster.url }), "hop");
    await engine.ensureIndex();
    const [old] = cluster.indexesOf("hop");
    expect(old).toMatch(/^hop-/);
    await engine.upsert([searchDocument("AAAAAAAA"), searchDocument("BBBBBBBB")]);

    let rebuild!: Awaited<ReturnType<typeof engine.beginRebuild>>;
    const begin = await requestsOf(async () => (rebuild = await engine.beginRebuild()));
    const [building] = cluster.indexesOf("hop-rebuild");
    expect(building).toMatch(/^hop-/);
    expect(building).not.toBe(old);
    expect(begin).toEqual([
      ["GET /_alias/hop"],
      ["GET /_alias/hop-rebuild"],
      [`PUT /${building}`],
      [`PUT /${building}/_alias/hop-rebuild`],
    ]);

    // The rebuild's page: BBBBBBBB is no longer public, so only AAAAAAAA is written, to the new index alone.
    expect(await requestsOf(() => rebuild.write([searchDocument("AAAAAAAA")]))).toEqual([
      ["POST /_bulk", `index ${building} AAAAAAAA`],
    ]);
    // Live writes meanwhile: a project made public and one hidden reach the live index and the new one.
    expect(await requestsOf(() => engine.upsert([searchDocument("CCCCCCCC")]))).toEqual([
      ["GET /_alias/hop-rebuild"],
      ["POST /_bulk", "index hop CCCCCCCC", `index ${building} CCCCCCCC`],
    ]);
    expect(await requestsOf(() => engine.remove(["AAAAAAAA"]))).toEqual([
      ["GET /_alias/hop-rebuild"],
      ["POST /_bulk", "delete hop AAAAAAAA", `delete ${building} AAAAAAAA`],
    ]);
    expect(cluster.documentIds("hop")).toEqual(["BBBBBBBB", "CCCCCCCC"]);

    expect(await requestsOf(() => rebuild.finish())).toEqual([
      [`GET /${building}/_refresh`],
      ["GET /_alias/hop"],
      [
        "POST /_aliases",
        JSON.stringify([
          { remove: { index: old, alias: "hop" } },
          { add: { index: building, alias: "hop" } },
          { remove: { index: building, alias: "hop-rebuild" } },
        ]),
      ],
      [`DELETE /${old}`],
    ]);
    // The live write made during the rebuild survived the swap; the project hidden meanwhile stayed gone.
    expect(cluster.indexesOf("hop")).toEqual([building]);
    expect(cluster.documentIds("hop")).toEqual(["CCCCCCCC"]);
    expect(cluster.indexesOf("hop-rebuild")).toEqual([]);
    expect(await requestsOf(() => engine.upsert([searchDocument("DDDDDDDD")]))).toEqual([
      ["GET /_alias/hop-rebuild"],
      ["POST /_bulk", "index hop DDDDDDDD"],
    ]);
  });

  it("drops the index of a rebuild that died before its swap when the next one begins", async () => {
    const engine = openSearchEngine(new Client({ node: cluster.url }), "died");
    await engine.ensureIndex();
    await engine.beginRebuild();
    const [abandoned] = cluster.indexesOf("died-rebuild");
    const rebuild = await engine.beginRebuild();
    const [current] = cluster.indexesOf("died-rebuild");
    expect(cluster.requests.some((r) => r.method === "DELETE" && r.path === `/${abandoned}`)).toBe(true);
    expect(current).not.toBe(abandoned);
    expect(cluster.indexesOf(abandoned!)).toEqual([]);
    await rebuild.finish();
    expect(cluster.indexesOf("died")).toEqual([current]);
  });
});
