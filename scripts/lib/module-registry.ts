import { readFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";

import type { ModuleManifest } from "../../modules/core/src/module/define-module";

export interface LoadedModule {
  /** Folder relative to the repository root, e.g. `modules/catalog`. */
  dir: string;
  packageName: string;
  manifest: ModuleManifest;
}

// The kernel, the design system and the generated barrels are workspaces but not feature modules.
const NOT_FEATURE_MODULES = new Set(["modules/core", "modules/ui", "modules/_generated"]);

/** Reads every feature module listed in the workspace list, in dependency order. */
export async function loadModules(root: string): Promise<LoadedModule[]> {
  const pkg = JSON.parse(await readFile(path.join(root, "package.json"), "utf8")) as { workspaces: string[] };
  const dirs = pkg.workspaces.filter((w) => w.startsWith("modules/") && !NOT_FEATURE_MODULES.has(w));
  const loaded: LoadedModule[] = [];
  for (const dir of dirs) {
    const modulePkg = JSON.parse(await readFile(path.join(root, dir, "package.json"), "utf8")) as { name: string };
    const entry = pathToFileURL(path.join(root, dir, "src/index.ts")).href;
    const imported = (await import(entry)) as { default?: ModuleManifest };
    if (!imported.default?.id) throw new Error(`${dir}/src/index.ts must default-export defineModule({...}).`);
    const expectedDir = `modules/${imported.default.id}`;
    if (dir !== expectedDir)
      throw new Error(`Module "${imported.default.id}" must live in ${expectedDir}, not ${dir}.`);
    loaded.push({ dir, packageName: modulePkg.name, manifest: imported.default });
  }
  return sortByDependencies(loaded);
}

function sortByDependencies(modules: LoadedModule[]): LoadedModule[] {
  const byId = new Map(modules.map((m) => [m.manifest.id, m]));
  const sorted: LoadedModule[] = [];
  const state = new Map<string, "visiting" | "done">();
  const visit = (m: LoadedModule, chain: string[]) => {
    const id = m.manifest.id;
    if (state.get(id) === "done") return;
    if (state.get(id) === "visiting") throw new Error(`Module dependency cycle: ${[...chain, id].join(" → ")}`);
    state.set(id, "visiting");
    for (const dep of m.manifest.dependsOn ?? []) {
      const target = byId.get(dep);
      if (!target) throw new Error(`Module "${id}" depends on "${dep}", which is not in the workspace list.`);
      visit(target, [...chain, id]);
    }
    state.set(id, "done");
    sorted.push(m);
  };
  for (const m of [...modules].sort((a, b) => a.manifest.id.localeCompare(b.manifest.id))) visit(m, []);
  return sorted;
}
