// `npm test` step "import cycles": fails when any file imports itself through a chain of imports, when two
// workspace packages import each other (directly or round a loop), or when a package imports one on a
// higher floor (core < ui < feature modules < generated registry < apps, jobs, cli). Prints the counts.
import path from "node:path";

import { buildImportGraph, cyclesOf, packageGraph, upwardImports } from "./lib/import-graph";

const root = path.resolve(import.meta.dirname, "..");
const DIRS = ["apps", "modules", "cli", "jobs", "scripts", "tests", "bench", "bin"];

const graph = buildImportGraph(root, DIRS);
const fileCycles = cyclesOf(graph.files);
const packageCycles = cyclesOf(packageGraph(graph));
const upward = upwardImports(graph);

console.log(
  `imports: ${graph.files.size} files; ${fileCycles.length} file cycles, ${packageCycles.length} package cycles, ${upward.length} imports to a higher floor`,
);
const problems = [
  ...fileCycles.map((cycle) => `file cycle: ${[...cycle, cycle[0]].join(" → ")}`),
  ...packageCycles.map((cycle) => `package cycle: ${[...cycle, cycle[0]].join(" → ")}`),
  ...upward.map(({ from, to }) => `import to a higher floor: ${from} → ${to}`),
];
if (process.argv.includes("--report")) {
  for (const problem of problems) console.log(`  ${problem}`);
  process.exit(0);
}
if (problems.length > 0) {
  console.error(problems.join("\n"));
  process.exit(1);
}
