import { Prisma } from "@hopper/core/db";
import type { DbOrTx } from "@hopper/core/db";

// The daily rows behind POST /v3/analytics and its facets, grouped in the database by exactly the fields asked
// for, so a creator with many projects gets one row per project, day and asked-for value rather than every
// stored row. Table and column names come only from the fixed maps below, never from the request.

export type MetricName = "views" | "downloads" | "revenue";

interface MetricTable {
  table: string;
  /** What is summed: a count, or (revenue) signed cents. */
  amount: string;
  /** The reference's field names → our columns. `domain` is our referrer kind: site, launcher or api. */
  columns: Record<string, string>;
  /** Rows of the table that belong to the metric. */
  where: Prisma.Sql;
}

const TABLES: Record<MetricName, MetricTable> = {
  views: { table: "view_daily", amount: "count", columns: { country: "country", domain: "kind" }, where: Prisma.empty },
  downloads: {
    table: "download_daily",
    amount: "count",
    columns: { version_id: "version_id", country: "country", domain: "kind" },
    where: Prisma.empty,
  },
  revenue: {
    table: "revenue_ledger",
    amount: "amount_minor",
    columns: { user_id: "user_id" },
    where: Prisma.sql`AND kind = 'earning'`,
  },
};

/** The reference's fields each metric can bucket and filter by here (the others are not kept). */
export const METRIC_FIELDS: Record<MetricName, readonly string[]> = {
  views: Object.keys(TABLES.views.columns),
  downloads: Object.keys(TABLES.downloads.columns),
  revenue: Object.keys(TABLES.revenue.columns),
};

export interface MetricRowsQuery {
  metric: MetricName;
  projectIds: readonly string[];
  /** Inclusive UTC days. */
  from: string;
  to: string;
  /** Fields (of METRIC_FIELDS) to group by besides project and day. */
  bucketBy: readonly string[];
  /** Only rows whose field is one of the values. */
  filterBy: Readonly<Record<string, readonly string[]>>;
}

export interface MetricRow {
  projectId: string;
  day: string;
  /** The bucketed fields' values, by the reference's field name. */
  fields: Record<string, string>;
  /** The count, or cents for revenue. */
  amount: number;
}

const column = (table: MetricTable, field: string) => {
  const name = table.columns[field];
  if (!name) throw new Error(`no column for ${field}`);
  return Prisma.raw(name);
};

/** SQL fragments one after another (Prisma.join refuses an empty list). */
const all = (parts: Prisma.Sql[]) => (parts.length ? Prisma.join(parts, " ") : Prisma.empty);

/** The metric's daily totals for the projects, per day and bucketed value. */
export async function metricRows(db: DbOrTx, query: MetricRowsQuery): Promise<MetricRow[]> {
  if (query.projectIds.length === 0) return [];
  const spec = TABLES[query.metric];
  const buckets = query.bucketBy.filter((field, index, all) => all.indexOf(field) === index);
  const selected = buckets.map((field) => Prisma.sql`, ${column(spec, field)}::text AS ${Prisma.raw(`"f_${field}"`)}`);
  const grouped = buckets.map((field) => Prisma.sql`, ${column(spec, field)}`);
  const filters = Object.entries(query.filterBy).map(
    ([field, values]) => Prisma.sql`AND ${column(spec, field)} IN (${Prisma.join([...values])})`,
  );
  const rows = await db.$queryRaw<Record<string, string | bigint>[]>`
    SELECT project_id AS "projectId", day::text AS day ${all(selected)},
      SUM(${Prisma.raw(spec.amount)})::bigint AS amount
    FROM ${Prisma.raw(spec.table)}
    WHERE project_id IN (${Prisma.join([...query.projectIds])})
      AND day BETWEEN ${query.from}::date AND ${query.to}::date ${spec.where} ${all(filters)}
    GROUP BY project_id, day ${all(grouped)}`;
  return rows.map((row) => ({
    projectId: String(row.projectId),
    day: String(row.day),
    fields: Object.fromEntries(buckets.map((field) => [field, String(row[`f_${field}`])])),
    amount: Number(row.amount),
  }));
}

/** The distinct values of each field over the projects and days (POST /v3/analytics/facets). */
export async function metricFacets(
  db: DbOrTx,
  query: Pick<MetricRowsQuery, "metric" | "projectIds" | "from" | "to">,
): Promise<Record<string, string[]>> {
  const spec = TABLES[query.metric];
  const columns: Record<string, string> = { project_id: "project_id", ...spec.columns };
  const fields = Object.keys(columns);
  if (query.projectIds.length === 0) return Object.fromEntries(fields.map((field) => [field, []]));
  const lists = await Promise.all(
    fields.map(async (field) => {
      const rows = await db.$queryRaw<{ value: string }[]>`
        SELECT DISTINCT ${Prisma.raw(columns[field] ?? "")}::text AS value FROM ${Prisma.raw(spec.table)}
        WHERE project_id IN (${Prisma.join([...query.projectIds])})
          AND day BETWEEN ${query.from}::date AND ${query.to}::date ${spec.where}
        ORDER BY value LIMIT 1000`;
      return [field, rows.map((row) => row.value)] as const;
    }),
  );
  return Object.fromEntries(lists);
}
