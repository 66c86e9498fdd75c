// `npm run gen:modules` writes the module registry and the route files of apps/web/app from the manifests.
// `--check` writes nothing and fails when a generated file is stale or missing, or when a route file under
// apps/web/app belongs to no module (the test command runs it).
import { mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";

import { APP_DIR, BANNER, generateFiles } from "./lib/generate";
import { loadModules } from "./lib/module-registry";

const root = path.resolve(import.meta.dirname, "..");
const check = process.argv.includes("--check");

async function routeFiles(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(path.join(root, dir), { withFileTypes: true })) {
    const rel = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await routeFiles(rel)));
    else if (/^(page|route)\.(tsx?|jsx?)$/.test(entry.name)) out.push(rel);
  }
  return out;
}

async function readOrNull(file: string): Promise<string | null> {
  return readFile(path.join(root, file), "utf8").catch(() => null);
}

const modules = await loadModules(root);
const files = await generateFiles(root, modules);
const expected = new Set(files.map((f) => f.path));
const problems: string[] = [];

for (const file of files) {
  const current = await readOrNull(file.path);
  if (current === file.content) continue;
  if (check)
    problems.push(`${file.path} is ${current === null ? "missing" : "stale"} (declared by module "${file.owner}")`);
  else {
    await mkdir(path.dirname(path.join(root, file.path)), { recursive: true });
    await writeFile(path.join(root, file.path), file.content);
    console.log(`wrote ${file.path}`);
  }
}

for (const file of await routeFiles(APP_DIR)) {
  if (expected.has(file)) continue;
  const content = (await readOrNull(file)) ?? "";
  if (!check && content.startsWith(BANNER)) {
    await rm(path.join(root, file));
    console.log(`removed ${file} (no module declares it any more)`);
  } else {
    problems.push(`${file} belongs to no module: declare its page in a module manifest and run npm run gen:modules`);
  }
}

if (problems.length > 0) {
  console.error(`gen:modules found problems:\n  ${problems.join("\n  ")}`);
  if (check) console.error("Run `npm run gen:modules` to regenerate.");
  process.exit(1);
}
console.log(
  check
    ? `gen:modules: ${files.length} generated files are up to date.`
    : `gen:modules: ${modules.length} modules, ${files.length} files.`,
);
