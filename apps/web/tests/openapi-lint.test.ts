import { createConfig, lintFromString } from "@redocly/openapi-core";
import type { NormalizedProblem } from "@redocly/openapi-core";
import { describe, expect, it } from "vitest";

import { setupRestServer } from "../../../tests/support/rest-server";
import { setupTestDatabase } from "../../../tests/setup/test-database";

setupTestDatabase();
const api = setupRestServer();

const where = (problem: NormalizedProblem) =>
  `${problem.severity} ${problem.ruleId} at ${problem.location[0]?.pointer ?? "?"}: ${problem.message}`;

// The served document, linted with Redocly's `recommended` rules (the ruleset its CLI applies by default): a
// generator built from route declarations must not need a hand-written exception list.
describe("/v2/openapi.json lint", () => {
  it("has no errors and no warnings under Redocly's recommended rules", async () => {
    const response = await api.request("/v2/openapi.json");
    expect(response.status).toBe(200);
    const problems = await lintFromString({
      source: await response.text(),
      absoluteRef: `${api.origin}/v2/openapi.json`,
      config: await createConfig({ extends: ["recommended"] }),
    });
    expect(problems.filter((p) => p.severity === "error").map(where)).toEqual([]);
    expect(problems.map(where)).toEqual([]);
  });

  it("gives every operation a tag and a schema for every answer with a body", async () => {
    type Operation = {
      tags?: string[];
      responses: Record<string, { $ref?: string; content?: Record<string, { schema?: object }> }>;
    };
    const { body } = await api.json<{ paths: Record<string, Record<string, Operation>> }>("/v2/openapi.json");
    const missing = Object.entries(body.paths).flatMap(([path, operations]) =>
      Object.entries(operations).flatMap(([method, operation]) => [
        ...(operation.tags?.length ? [] : [`${method} ${path}: no tag`]),
        ...Object.entries(operation.responses)
          .filter(
            ([status, response]) =>
              status !== "204" && !/^3/.test(status) && !response.content?.["application/json"]?.schema,
          )
          .map(([status]) => `${method} ${path} ${status}: no schema`),
      ]),
    );
    expect(missing).toEqual([]);
  });
});
