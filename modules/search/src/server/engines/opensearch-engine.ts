import { randomBytes } from "node:crypto";

import type { Client } from "@opensearch-project/opensearch";

import type { SearchRequest } from "../search-query";
import { indexDefinition, openSearchDocument, searchBody } from "./opensearch-query";
import type { SearchDocument, SearchEngine, SearchHit, SearchRebuild, SearchResult } from "./search-engine";

/**
 * OpenSearch engine (when OPENSEARCH_URL is set). Reads and writes go through an alias, so a full
 * re-index builds a new index and swaps the alias in one atomic step. While a rebuild runs, a second alias
 * (`<alias>-rebuild`) names the index being built, and live writes go to it as well as to the live index:
 * otherwise a project re-indexed after the rebuild read it would revert at the swap.
 */
export function openSearchEngine(client: Client, alias = "hopper-projects") {
  const rebuildAlias = `${alias}-rebuild`;
  // Time-ordered, and unique even when two are made in the same millisecond.
  const newIndexName = () => `${alias}-${Date.now().toString(36)}${randomBytes(3).toString("hex")}`;

  async function createIndex(name: string) {
    await client.indices.create({ index: name, body: indexDefinition() as never });
  }

  /** The indexes behind an alias (none when the alias does not exist). */
  async function indexesOf(name: string): Promise<string[]> {
    const response = await client.indices.getAlias({ name }, { ignore: [404] });
    if (response.statusCode === 404) return [];
    return Object.keys(response.body as Record<string, unknown>);
  }

  /** Where live writes go: the live alias and, during a rebuild, the index being built. */
  async function writeTargets(): Promise<string[]> {
    return [alias, ...(await indexesOf(rebuildAlias))];
  }

  async function bulkIndex(targets: string[], documents: SearchDocument[], refresh: boolean) {
    if (documents.length === 0) return;
    const body = targets.flatMap((index) =>
      documents.flatMap((doc) => [{ index: { _index: index, _id: doc.hit.project_id } }, openSearchDocument(doc)]),
    );
    const response = await client.bulk({ body, refresh: refresh ? "wait_for" : false });
    if (response.body.errors) throw new Error("OpenSearch refused part of a bulk index request.");
  }

  const engine: SearchEngine & { ensureIndex(): Promise<void> } = {
    async ensureIndex() {
      const exists = await client.indices.existsAlias({ name: alias });
      if (exists.body) return;
      const index = newIndexName();
      await createIndex(index);
      await client.indices.putAlias({ index, name: alias });
    },

    async search(request: SearchRequest): Promise<SearchResult> {
      const response = await client.search({ index: alias, body: searchBody(request) as never });
      const hits = response.body.hits;
      const total = typeof hits.total === "number" ? hits.total : (hits.total?.value ?? 0);
      return {
        hits: hits.hits.map((hit) => (hit._source as { hit: SearchHit }).hit),
        offset: request.offset,
        limit: request.limit,
        total_hits: total,
      };
    },

    upsert: async (documents) => bulkIndex(await writeTargets(), documents, true),

    async remove(projectIds) {
      if (projectIds.length === 0) return;
      const targets = await writeTargets();
      await client.bulk({
        body: targets.flatMap((index) => projectIds.map((id) => ({ delete: { _index: index, _id: id } }))),
        refresh: "wait_for",
      });
    },

    /** Builds a fresh index beside the live one; `finish` points the alias at it without downtime. */
    async beginRebuild(): Promise<SearchRebuild> {
      const live = await indexesOf(alias);
      // A rebuild that died before its swap left its index behind the rebuild alias: drop it.
      for (const abandoned of await indexesOf(rebuildAlias)) {
        if (!live.includes(abandoned)) await client.indices.delete({ index: abandoned });
      }
      const index = newIndexName();
      await createIndex(index);
      await client.indices.putAlias({ index, name: rebuildAlias });
      return {
        write: (documents) => bulkIndex([index], documents, false),
        async finish() {
          await client.indices.refresh({ index });
          const old = await indexesOf(alias);
          const actions: object[] = old.map((name) => ({ remove: { index: name, alias } }));
          actions.push({ add: { index, alias } }, { remove: { index, alias: rebuildAlias } });
          await client.indices.updateAliases({ body: { actions } as never });
          for (const name of old) await client.indices.delete({ index: name });
        },
      };
    },
  };
  return engine;
}
