import type { Db } from "@hopper/core/db";

/**
 * How many queries `work` sends through `db`: the N+1 tests compare it for a list of one and a list of three, which
 * must cost the same.
 */
export async function countQueries(db: Db, work: (counted: Db) => Promise<unknown>): Promise<number> {
  let count = 0;
  const counted = db.$extends({
    query: {
      async $allOperations({ args, query }) {
        count += 1;
        return query(args);
      },
    },
  });
  await work(counted as unknown as Db);
  return count;
}
