import type { Client } from "@opensearch-project/opensearch";

import type { SearchRequest } from "../search-query";
import { indexDefinition, openSearchDocument, searchBody } from "./opensearch-query";
import type { SearchDocument, SearchEngine, SearchHit, SearchResult } from "./search-engine";

/**
 * OpenSearch engine (when OPENSEARCH_URL is set). Reads and writes go through an alias, so a full
 * re-index builds a new index and swaps the alias in one atomic step.
 */
export function openSearchEngine(client: Client, alias = "hopper-projects") {
  const newIndexName = () => `${alias}-${Date.now().toString(36)}`;

  async function createIndex(name: string) {
    await client.indices.create({ index: name, body: indexDefinition() as never });
  }

  async function bulkIndex(index: string, documents: SearchDocument[], refresh: boolean) {
    if (documents.length === 0) return;
    const body = documents.flatMap((doc) => [
      { index: { _index: index, _id: doc.hit.project_id } },
      openSearchDocument(doc),
    ]);
    const response = await client.bulk({ body, refresh: refresh ? "wait_for" : false });
    if (response.body.errors) throw new Error("OpenSearch refused part of a bulk index request.");
  }

  const engine: SearchEngine & {
    ensureIndex(): Promise<void>;
    rebuild(documents: AsyncIterable<SearchDocument[]>): Promise<void>;
  } = {
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

    upsert: (documents) => bulkIndex(alias, documents, true),

    async remove(projectIds) {
      if (projectIds.length === 0) return;
      await client.bulk({
        body: projectIds.map((id) => ({ delete: { _index: alias, _id: id } })),
        refresh: "wait_for",
      });
    },

    /** Builds a fresh index from batches of documents, then points the alias at it without downtime. */
    async rebuild(batches) {
      const index = newIndexName();
      await createIndex(index);
      for await (const batch of batches) await bulkIndex(index, batch, false);
      await client.indices.refresh({ index });
      const current = await client.indices.getAlias({ name: alias }).catch(() => ({ body: {} }));
      const actions: object[] = Object.keys(current.body).map((old) => ({ remove: { index: old, alias } }));
      actions.push({ add: { index, alias } });
      await client.indices.updateAliases({ body: { actions } as never });
      for (const old of Object.keys(current.body)) await client.indices.delete({ index: old });
    },
  };
  return engine;
}
