import type { SeedHandler } from "@hopper/core/module";

import { reindexAll } from "./server/reindex";

/** Runs after the catalogue's seed (search depends on it): the demo projects become searchable at once. */
const seed: SeedHandler = async ({ db, report }) => {
  const count = await reindexAll(db);
  report(`search: indexed ${count} demo project(s)`);
};

export default seed;
