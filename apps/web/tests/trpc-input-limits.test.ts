import { describe, expect, it } from "vitest";
import { z } from "zod";

import accounts from "../../../modules/accounts/src/server/router";
import catalog from "../../../modules/catalog/src/server/router";
import collections from "../../../modules/collections/src/server/router";
import profiles from "../../../modules/profiles/src/server/router";

// Issue 13 item 6: every text input of every tRPC procedure has a limit, so an oversize value is a 400 naming
// the field and its limit — checked on the input schemas themselves, so a new procedure cannot forget one.

const routers = { accounts, catalog, collections, profiles };

interface JsonSchema {
  type?: string | string[];
  maxLength?: number;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema | JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  additionalProperties?: JsonSchema | boolean;
}

/** Paths of string values without a maxLength. */
function unlimited(schema: JsonSchema, at: string): string[] {
  const found: string[] = [];
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.includes("string") && schema.maxLength === undefined && !schema.enum && schema.const === undefined) {
    found.push(at || "(input)");
  }
  for (const [key, child] of Object.entries(schema.properties ?? {})) found.push(...unlimited(child, `${at}.${key}`));
  const items = Array.isArray(schema.items) ? schema.items : schema.items ? [schema.items] : [];
  for (const item of items) found.push(...unlimited(item, `${at}[]`));
  for (const option of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) {
    found.push(...unlimited(option, at));
  }
  if (typeof schema.additionalProperties === "object") found.push(...unlimited(schema.additionalProperties, `${at}.*`));
  return found;
}

describe("tRPC procedure inputs", () => {
  it("give every string a maximum length", () => {
    const missing: string[] = [];
    for (const [id, router] of Object.entries(routers)) {
      for (const [path, procedure] of Object.entries(router._def.procedures)) {
        const inputs = (procedure as { _def: { inputs: z.ZodType[] } })._def.inputs;
        for (const input of inputs) {
          const schema = z.toJSONSchema(input, { io: "input", unrepresentable: "any" }) as JsonSchema;
          missing.push(...unlimited(schema, "").map((field) => `${id}.${path}${field}`));
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
