// The paging helper every back-fill reads its table through (docs/storage.md "Images").
import { describe, expect, it } from "vitest";

import { eachPage, type PageAfter } from "../../src/db/each-page";

/** Rows to do, read like `findMany({ where: { done: false, ...after }, orderBy: { id: "asc" }, take })`. */
function table(ids: string[]) {
  const rows = ids.map((id) => ({ id, done: false }));
  const queries: PageAfter[] = [];
  const load = async (after: PageAfter, take: number) => {
    queries.push(after);
    return rows
      .filter((row) => !row.done && (!after || row.id > after.id.gt))
      .sort((a, b) => a.id.localeCompare(b.id))
      .slice(0, take)
      .map((row) => ({ ...row }));
  };
  return { rows, queries, load };
}

describe("eachPage", () => {
  it("visits every row once, a page at a time after the last id, while the visit takes rows out of the filter", async () => {
    const { rows, queries, load } = table(["e", "a", "d", "b", "c"]);
    const visited: string[] = [];
    await eachPage(
      load,
      async (row) => {
        visited.push(row.id);
        rows.find((r) => r.id === row.id)!.done = true;
      },
      2,
    );
    expect(visited).toEqual(["a", "b", "c", "d", "e"]);
    expect(queries).toEqual([undefined, { id: { gt: "b" } }, { id: { gt: "d" } }]);
  });

  it("is resumed by the next pass when one stops half way, doing only what is left", async () => {
    const { rows, load } = table(["a", "b", "c", "d"]);
    const done = async (row: { id: string }) => {
      if (row.id === "c") throw new Error("killed");
      rows.find((r) => r.id === row.id)!.done = true;
    };
    await expect(eachPage(load, done, 2)).rejects.toThrow("killed");
    const second: string[] = [];
    await eachPage(load, async (row) => void second.push(row.id), 2);
    expect(second).toEqual(["c", "d"]);
  });
});
