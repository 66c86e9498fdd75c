import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import { buildImportGraph, cyclesOf, packageGraph, upwardImports } from "../lib/import-graph";

// A small workspace on disk shaped like ours: core, ui, one feature, the registry and the app.
const root = mkdtempSync(path.join(tmpdir(), "import-graph-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function write(file: string, text: string) {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
}

const pkg = (dir: string, name: string) =>
  write(`${dir}/package.json`, JSON.stringify({ name, exports: { ".": "./src/index.ts", "./*": "./src/*.ts" } }));

write(
  "package.json",
  JSON.stringify({ workspaces: ["modules/core", "modules/ui", "modules/feature", "modules/_generated", "apps/web"] }),
);
pkg("modules/core", "@hopper/core");
pkg("modules/ui", "@hopper/ui");
pkg("modules/feature", "@hopper/feature");
write("modules/_generated/package.json", JSON.stringify({ name: "@hopper/generated", exports: { "./*": "./*.ts" } }));
pkg("apps/web", "@hopper/web");
// The config cycle as it was: the barrel re-exports secret.ts, which imported the barrel.
write("modules/core/src/config/index.ts", 'export { authSecret } from "./secret";\nexport const config = () => 1;\n');
write(
  "modules/core/src/config/secret.ts",
  'import { config } from "./index";\nexport const authSecret = () => config();\n',
);
write("modules/core/src/index.ts", 'export * from "./config/index";\n');
write("modules/feature/src/index.ts", 'import { header } from "@hopper/ui/header";\nexport default { header };\n');
write("modules/_generated/modules.ts", 'import feature from "@hopper/feature";\nexport const modules = [feature];\n');
// ui reading the registry, as ui/src/shell/nav-entries.ts did: ui → generated → feature → ui.
write(
  "modules/ui/src/header.ts",
  'import { modules } from "@hopper/generated/modules";\nexport const header = modules;\n',
);
write("modules/ui/tests/x.test.ts", 'import { modules } from "@hopper/generated/modules";\nvoid modules;\n');
write("apps/web/server/app.ts", 'import { modules } from "@hopper/generated/modules";\nvoid modules;\n');

describe("the import graph check", () => {
  const graph = buildImportGraph(root, ["modules", "apps"]);

  it("resolves relative imports and workspace package exports", () => {
    expect([...graph.files.get("modules/feature/src/index.ts")!]).toEqual(["modules/ui/src/header.ts"]);
    expect([...graph.files.get("modules/ui/src/header.ts")!]).toEqual(["modules/_generated/modules.ts"]);
  });

  it("finds the config file cycle", () => {
    expect(cyclesOf(graph.files)).toContainEqual([
      "modules/core/src/config/index.ts",
      "modules/core/src/config/secret.ts",
    ]);
  });

  it("finds the package loop through the registry, and the upward import that closes it", () => {
    const loops = cyclesOf(packageGraph(graph)).map((cycle) => [...cycle].sort());
    expect(loops).toEqual([["@hopper/feature", "@hopper/generated", "@hopper/ui"]]);
    // Tests and the app may read the registry; ui's product code may not.
    expect(upwardImports(graph)).toEqual([{ from: "modules/ui/src/header.ts", to: "modules/_generated/modules.ts" }]);
  });

  it("reports nothing once the registry is read only by the app", () => {
    write("modules/ui/src/header.ts", "export const header = [];\n");
    write("modules/core/src/config/secret.ts", "export const authSecret = () => 1;\n");
    const fixed = buildImportGraph(root, ["modules", "apps"]);
    expect(cyclesOf(fixed.files)).toEqual([]);
    expect(cyclesOf(packageGraph(fixed))).toEqual([]);
    expect(upwardImports(fixed)).toEqual([]);
  });
});

describe("cyclesOf", () => {
  it("returns each strongly connected group once, and self-loops", () => {
    const graph = new Map<string, Set<string>>([
      ["a", new Set(["b"])],
      ["b", new Set(["c"])],
      ["c", new Set(["a", "d"])],
      ["d", new Set(["d"])],
      ["e", new Set(["a"])],
    ]);
    expect(cyclesOf(graph).map((c) => [...c].sort())).toEqual([["d"], ["a", "b", "c"]]);
  });
});
