// Zero-downtime upgrades (docs/operations.md, "Upgrades without downtime"): while a release rolls out, the
// previous release's code runs against the new schema, so a migration may only expand it. A statement that
// contracts it (drops, renames, retypes, or requires what the old code does not write) belongs in a later
// release, once no running code uses what it removes; such a migration says so in a `-- contract:` line.

export interface ContractStatement {
  statement: string;
  why: string;
}

/** The marker that allows contract statements: `-- contract: release X stopped reading "users"."old"`. */
export const CONTRACT_MARKER = /^--[ \t]*contract:[ \t]*\S/m;

const RULES: { pattern: RegExp; why: string }[] = [
  { pattern: /\bDROP\s+(TABLE|SCHEMA|TYPE|VIEW)\b/i, why: "drops what the running release may still use" },
  { pattern: /\bDROP\s+COLUMN\b/i, why: "drops a column the running release may still read or write" },
  { pattern: /\bRENAME\b/i, why: "renames: the running release still uses the old name" },
  { pattern: /\bALTER\s+COLUMN\s+("[^"]+"|\S+)\s+(SET\s+DATA\s+)?TYPE\b/i, why: "changes a column's type" },
  { pattern: /\bSET\s+NOT\s+NULL\b/i, why: "makes a column required that the running release may leave empty" },
  {
    pattern: /\bADD\s+(COLUMN\s+)?("[^"]+"|\w+)\s+[^,]*\bNOT\s+NULL\b(?![^,]*\bDEFAULT\b)/i,
    why: "adds a required column without a default: the running release's inserts leave it out",
  },
];

/** Splits a migration into its statements and its ALTER TABLE clauses, without comments. */
function clauses(sql: string): string[] {
  const code = sql.replace(/--[^\n]*/g, "");
  return code
    .split(";")
    .flatMap((statement) => (/^\s*ALTER\s+TABLE\b/i.test(statement) ? splitClauses(statement) : [statement]))
    .map((clause) => clause.replace(/\s+/g, " ").trim())
    .filter(Boolean);
}

/** An ALTER TABLE's clauses are separated by commas outside parentheses and quotes. */
function splitClauses(statement: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let start = 0;
  for (let i = 0; i < statement.length; i++) {
    const c = statement[i];
    if (quote) {
      if (c === quote) quote = null;
    } else if (c === "'" || c === '"') quote = c;
    else if (c === "(") depth++;
    else if (c === ")") depth--;
    else if (c === "," && depth === 0) {
      parts.push(statement.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(statement.slice(start));
  return parts;
}

/** The statements of a migration that contract the schema (empty for an expand-only migration). */
export function contractStatements(sql: string): ContractStatement[] {
  const found: ContractStatement[] = [];
  for (const clause of clauses(sql)) {
    const rule = RULES.find((r) => r.pattern.test(clause));
    if (rule) found.push({ statement: clause, why: rule.why });
  }
  return found;
}
