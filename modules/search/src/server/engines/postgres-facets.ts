import { Prisma } from "@hopper/core/db";

import { FACET_FIELDS } from "../facets";
import type { FacetCondition, FacetOr, FacetQuery } from "../facets";

type Sql = Prisma.Sql;

/** Joins a category (or loader) and a game version into one element of `search_projects.v_pairs`. */
export const pairKey = (category: string, gameVersion: string) => `${category}\u001f${gameVersion}`;

const COMPARISON: Record<FacetCondition["op"], Sql> = {
  "=": Prisma.sql`=`,
  "!=": Prisma.sql`<>`,
  ">": Prisma.sql`>`,
  ">=": Prisma.sql`>=`,
  "<": Prisma.sql`<`,
  "<=": Prisma.sql`<=`,
};

const PROJECT_COLUMN: Partial<Record<FacetCondition["field"], Sql>> = {
  project_type: Prisma.sql`p.project_type`,
  client_side: Prisma.sql`p.client_side`,
  server_side: Prisma.sql`p.server_side`,
  project_id: Prisma.sql`p.project_id`,
  open_source: Prisma.sql`p.open_source`,
  downloads: Prisma.sql`p.downloads`,
  follows: Prisma.sql`p.follows`,
  created_timestamp: Prisma.sql`p.created_ts`,
  modified_timestamp: Prisma.sql`p.modified_ts`,
};

/** One condition as SQL over a project row `p` and, for version-level fields, one version row `v`. */
export function conditionSql(condition: FacetCondition): Sql {
  const { field, op, value } = condition;
  const negate = op === "!=";
  if (field === "categories" || field === "versions") {
    const column = field === "categories" ? Prisma.sql`v.categories` : Prisma.sql`v.game_versions`;
    const contains = Prisma.sql`${column} @> ARRAY[${String(value)}]::text[]`;
    return negate ? Prisma.sql`NOT (${contains})` : contains;
  }
  if (field === "license" || field === "title" || field === "author") {
    const column =
      field === "license" ? Prisma.sql`p.license` : field === "title" ? Prisma.sql`p.title` : Prisma.sql`p.author`;
    return Prisma.sql`lower(${column}) ${COMPARISON[op]} lower(${String(value)})`;
  }
  return Prisma.sql`${PROJECT_COLUMN[field]!} ${COMPARISON[op]} ${value}`;
}

function groupSql(group: FacetOr): Sql {
  const alternatives = group.map((entry) =>
    Array.isArray(entry) ? Prisma.sql`(${Prisma.join(entry.map(conditionSql), " AND ")})` : conditionSql(entry),
  );
  return Prisma.sql`(${Prisma.join(alternatives, " OR ")})`;
}

const conditionsOf = (group: FacetOr) => group.flatMap((entry) => (Array.isArray(entry) ? entry : [entry]));
const usesVersions = (group: FacetOr) => conditionsOf(group).some((c) => FACET_FIELDS[c.field].level === "version");

/** The field of a group that is a plain OR of `categories:x` (or of `versions:x`) values, else null. */
function plainVersionField(group: FacetOr): "categories" | "versions" | null {
  const first = group[0];
  if (!first || Array.isArray(first) || (first.field !== "categories" && first.field !== "versions")) return null;
  const field = first.field;
  return group.every((entry) => !Array.isArray(entry) && entry.field === field && entry.op === "=") ? field : null;
}

const textArray = (values: string[]) => Prisma.sql`ARRAY[${Prisma.join(values)}]::text[]`;

/**
 * The facet filter. Version-level conditions must hold for one and the same version (a NeoForge 1.21 and
 * a Fabric 1.20 version do not match "neoforge AND 1.20"). Each project row carries the union of its
 * versions' categories and game versions and every (category, game version) pair that occurs on one
 * version, all GIN-indexed: plain OR-groups become array overlaps, and a categories group with a versions
 * group becomes an overlap with their pairs, which is exact. Any other shape (negations, inner ANDs,
 * several groups on one field, groups mixing fields) keeps the overlaps as a pre-filter and adds the exact
 * check on the version rows.
 */
export function facetSql(query: FacetQuery): Sql | null {
  if (query.length === 0) return null;
  const projectGroups: FacetOr[] = [];
  const versionGroups: FacetOr[] = [];
  for (const group of query) (usesVersions(group) ? versionGroups : projectGroups).push(group);
  const projectParts = projectGroups.map(groupSql);

  const plain = versionGroups.map((group) => ({
    field: plainVersionField(group),
    values: conditionsOf(group).map((c) => String(c.value)),
  }));
  const categoryGroups = plain.filter((g) => g.field === "categories");
  const versionOnlyGroups = plain.filter((g) => g.field === "versions");
  const arrayParts: Sql[] = [];
  // A pair overlap implies both of its unions' overlaps: they are left out then (each is another posting list
  // to read and intersect, 60,000 entries for one loader on 100,000 projects).
  const paired = categoryGroups.length > 0 && versionOnlyGroups.length > 0;
  if (!paired) {
    for (const group of categoryGroups) arrayParts.push(Prisma.sql`p.v_categories && ${textArray(group.values)}`);
    for (const group of versionOnlyGroups) {
      arrayParts.push(Prisma.sql`p.v_game_versions && ${textArray(group.values)}`);
    }
  }
  for (const categories of categoryGroups) {
    for (const versions of versionOnlyGroups) {
      const pairs = categories.values.flatMap((c) => versions.values.map((v) => pairKey(c, v)));
      arrayParts.push(Prisma.sql`p.v_pairs && ${textArray(pairs)}`);
    }
  }
  const exact = plain.every((g) => g.field !== null) && categoryGroups.length <= 1 && versionOnlyGroups.length <= 1;
  const exists = exact
    ? []
    : [
        Prisma.sql`EXISTS (SELECT 1 FROM search_versions v WHERE v.project_id = p.project_id AND ${Prisma.join(
          versionGroups.map(groupSql),
          " AND ",
        )})`,
      ];
  return Prisma.join([...projectParts, ...arrayParts, ...exists], " AND ");
}
