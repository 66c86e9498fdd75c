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
});
