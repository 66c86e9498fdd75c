import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { modules } from "@hopper/generated/modules";

// docs/api.md is the index launcher authors read; it must name exactly the routes the dispatcher serves.
const doc = readFileSync(new URL("../../../docs/api.md", import.meta.url), "utf8");
const documented = new Set(
  [...doc.matchAll(/^\| (GET|POST|PUT|PATCH|DELETE) \| `([^`]+)` \| ([A-Z_]+|—) \|/gm)].map(
    ([, method, path, scope]) => `${method} ${path} ${scope}`,
  ),
);
const declared = new Set(
  modules.flatMap((m) =>
    ("rest" in m && m.rest ? m.rest : []).map(
      (route) => `${route.method} ${route.path.replace(/:(\w+)/g, "{$1}")} ${route.scope ?? "—"}`,
    ),
  ),
);

describe("docs/api.md", () => {
  it("lists every declared route with its scope", () => {
    expect([...declared].filter((route) => !documented.has(route))).toEqual([]);
  });

  it("lists no route that is not served", () => {
    expect([...documented].filter((route) => !declared.has(route))).toEqual([]);
  });
});
