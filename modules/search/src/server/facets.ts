import { AppError } from "@hopper/core/errors";

/** Operators of the v2 facets syntax, longest first so `>=` is not read as `>`. */
export const FACET_OPERATORS = ["!=", ">=", "<=", ":", "=", ">", "<"] as const;
export type FacetOperator = "=" | "!=" | ">=" | ">" | "<=" | "<";

/**
 * Facet fields and what they compare. A project matches when one of its versions matches every condition:
 * engines keep one document per version carrying the project's own fields too, so a NeoForge 1.21 version
 * and a Fabric 1.20 version never make a match for "neoforge AND 1.20". `categories` holds the project's
 * categories and the version's loaders, as in the reference API.
 */
export const FACET_FIELDS = {
  project_type: { level: "project", type: "keyword" },
  categories: { level: "version", type: "keyword" },
  versions: { level: "version", type: "keyword" },
  license: { level: "project", type: "keyword" },
  open_source: { level: "project", type: "boolean" },
  client_side: { level: "project", type: "keyword" },
  server_side: { level: "project", type: "keyword" },
  title: { level: "project", type: "keyword" },
  author: { level: "project", type: "keyword" },
  project_id: { level: "project", type: "keyword" },
  downloads: { level: "project", type: "number" },
  follows: { level: "project", type: "number" },
  created_timestamp: { level: "project", type: "number" },
  modified_timestamp: { level: "project", type: "number" },
} as const;

export type FacetField = keyof typeof FACET_FIELDS;

export interface FacetCondition {
  field: FacetField;
  op: FacetOperator;
  value: string | number | boolean;
}

/** Outer array: AND. Inner array: OR. A third level (an array inside an OR) is AND again. */
export type FacetOr = (FacetCondition | FacetCondition[])[];
export type FacetQuery = FacetOr[];

export const MAX_FACET_CONDITIONS = 100;

const bad = (description: string) => new AppError("invalid_input", description);

export function parseCondition(raw: unknown): FacetCondition {
  if (typeof raw !== "string") throw bad(`Invalid facet: every facet must be a string like "categories:fabric".`);
  let at = -1;
  let operator: (typeof FACET_OPERATORS)[number] | undefined;
  for (const candidate of FACET_OPERATORS) {
    const index = raw.indexOf(candidate);
    if (index > 0 && (at === -1 || index < at || (index === at && candidate.length > operator!.length))) {
      at = index;
      operator = candidate;
    }
  }
  if (!operator)
    throw bad(`Invalid facet "${raw}": expected <field><operator><value> with one of ${FACET_OPERATORS.join(" ")}.`);
  const name = raw.slice(0, at).trim();
  const text = raw.slice(at + operator.length).trim();
  if (!Object.hasOwn(FACET_FIELDS, name)) {
    throw bad(
      `Invalid facet "${raw}": unknown field "${name}". Known fields: ${Object.keys(FACET_FIELDS).join(", ")}.`,
    );
  }
  const field = name as FacetField;
  const op: FacetOperator = operator === ":" ? "=" : operator;
  const { type } = FACET_FIELDS[field];
  if (text === "") throw bad(`Invalid facet "${raw}": the value is empty.`);
  if (type === "keyword" && op !== "=" && op !== "!=") {
    throw bad(`Invalid facet "${raw}": ${field} can only be compared with :, = or !=.`);
  }
  if (type === "number") {
    const value = Number(text);
    if (!Number.isFinite(value)) throw bad(`Invalid facet "${raw}": ${field} needs a number.`);
    return wholeNumberCondition(field, op, value);
  }
  if (type === "boolean") {
    if (text !== "true" && text !== "false") throw bad(`Invalid facet "${raw}": ${field} is true or false.`);
    if (op !== "=" && op !== "!=") throw bad(`Invalid facet "${raw}": ${field} can only be compared with :, = or !=.`);
    return { field, op, value: text === "true" };
  }
  return { field, op, value: text };
}

/**
 * Number fields hold whole numbers (counts, Unix seconds) in 64-bit integer columns: a fraction or a value
 * past the safe range becomes the whole-number condition that matches the same projects (`< 500.5` is
 * `< 501`; `= 500.5` matches nothing), so every engine compares integers with its integer indexes.
 */
function wholeNumberCondition(field: FacetField, op: FacetOperator, value: number): FacetCondition {
  const clamp = (n: number) => Math.max(-Number.MAX_SAFE_INTEGER, Math.min(Number.MAX_SAFE_INTEGER, n));
  if (Number.isInteger(value) && clamp(value) === value) return { field, op, value };
  const whole: Record<FacetOperator, FacetCondition> = {
    "<": { field, op: "<", value: clamp(Math.ceil(value)) },
    "<=": { field, op: "<=", value: clamp(Math.floor(value)) },
    ">": { field, op: ">", value: clamp(Math.floor(value)) },
    ">=": { field, op: ">=", value: clamp(Math.ceil(value)) },
    // No whole number equals it: a condition nothing matches, and its negation.
    "=": { field, op: "<", value: -Number.MAX_SAFE_INTEGER },
    "!=": { field, op: ">=", value: -Number.MAX_SAFE_INTEGER },
  };
  return whole[op];
}

/** Parses the `facets` query parameter (a JSON array of arrays of "field:value" strings). */
export function parseFacets(json: string | null | undefined): FacetQuery {
  if (json === null || json === undefined || json.trim() === "") return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    throw bad(
      'Invalid facets: not valid JSON. Expected an array of arrays, e.g. [["categories:fabric"],["versions:1.21"]].',
    );
  }
  if (!Array.isArray(parsed)) throw bad("Invalid facets: expected an array of arrays.");
  let count = 0;
  const query = parsed.map((group: unknown) => {
    if (!Array.isArray(group)) throw bad("Invalid facets: every element of the outer array must be an array.");
    return group.map((entry: unknown) => {
      if (Array.isArray(entry)) {
        count += entry.length;
        return entry.map(parseCondition);
      }
      count += 1;
      return parseCondition(entry);
    });
  });
  if (count > MAX_FACET_CONDITIONS) throw bad(`Invalid facets: at most ${MAX_FACET_CONDITIONS} conditions.`);
  return query.filter((group) => group.length > 0);
}
