/** Rows a back-fill reads at a time: one query per page, so a pass over a large table holds little memory. */
export const PAGE_SIZE = 100;

/** The filter of the page after `id` (primary-key order), or none for the first page. */
export type PageAfter = { id: { gt: string } } | undefined;

/**
 * Visits rows page by page in primary-key order: `load(after, take)` reads at most `take` rows whose id is
 * greater than the last one visited. Keyset paging (not offsets) stays correct while `visit` changes rows, and
 * a pass cut short is resumed by the next one (back-fills select only the rows still to do).
 */
export async function eachPage<Row extends { id: string }>(
  load: (after: PageAfter, take: number) => Promise<Row[]>,
  visit: (row: Row) => Promise<void>,
  take: number = PAGE_SIZE,
): Promise<void> {
  for (let after: string | undefined; ;) {
    const rows = await load(after === undefined ? undefined : { id: { gt: after } }, take);
    for (const row of rows) await visit(row);
    if (rows.length < take) return;
    after = rows.at(-1)?.id;
  }
}
