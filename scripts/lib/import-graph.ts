// The repository's import graph, read from source text (TypeScript's own import scanner, no type checking, so
// it runs in about a second) and resolved the way the workspace does: relative paths, `@hopper/<name>` through
// each workspace package's `exports`. External packages are left out. `npm test` fails on any cycle it finds
// (scripts/check-imports.ts); the counts it prints are the before/after numbers of issue 12.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

import ts from "typescript";

const SOURCE = /\.(ts|tsx|mts|mjs|js)$/;
const SKIP_DIRS = new Set(["node_modules", ".next", ".data", ".cache", "generated", "test-results", "dist"]);
const EXTENSIONS = [".ts", ".tsx", ".mts", ".js", ".mjs"];

export interface Workspace {
  name: string;
  /** Folder relative to the root, e.g. `modules/ui`. */
  dir: string;
  exports: Record<string, string>;
}

export interface ImportGraph {
  /** File (relative to the root) → the files it imports, in this repository. */
  files: Map<string, Set<string>>;
  workspaces: Workspace[];
}

function walk(root: string, dir: string, out: string[]): void {
  if (!existsSync(path.join(root, dir))) return;
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    if (entry.name.startsWith(".") && entry.name !== ".") continue;
    const rel = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name)) walk(root, rel, out);
    } else if (SOURCE.test(entry.name) && !entry.name.endsWith(".d.ts")) out.push(rel);
  }
}

export function readWorkspaces(root: string): Workspace[] {
  const pkg = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { workspaces: string[] };
  return pkg.workspaces.map((dir) => {
    const manifest = JSON.parse(readFileSync(path.join(root, dir, "package.json"), "utf8")) as {
      name: string;
      exports?: Record<string, string> | string;
      main?: string;
    };
    const exports =
      typeof manifest.exports === "string"
        ? { ".": manifest.exports }
        : (manifest.exports ?? (manifest.main ? { ".": manifest.main } : {}));
    return { name: manifest.name, dir, exports };
  });
}

function asFile(root: string, candidate: string): string | null {
  const isFile = (p: string) => existsSync(path.join(root, p)) && statSync(path.join(root, p)).isFile();
  if (SOURCE.test(candidate) && isFile(candidate)) return candidate;
  // `./x.js` written for a `./x.ts` file (NodeNext style).
  const stripped = candidate.replace(/\.(js|mjs)$/, "");
  for (const ext of EXTENSIONS) if (isFile(stripped + ext)) return stripped + ext;
  for (const ext of EXTENSIONS)
    if (isFile(path.posix.join(candidate, `index${ext}`))) return path.posix.join(candidate, `index${ext}`);
  return null;
}

function resolvePackage(root: string, workspace: Workspace, subpath: string): string | null {
  const key = subpath === "" ? "." : `.${subpath}`;
  const exact = workspace.exports[key];
  if (exact) return asFile(root, path.posix.join(workspace.dir, exact));
  for (const [pattern, target] of Object.entries(workspace.exports)) {
    const star = pattern.indexOf("*");
    if (star < 0) continue;
    const [before, after] = [pattern.slice(0, star), pattern.slice(star + 1)];
    if (key.startsWith(before) && key.endsWith(after) && key.length >= before.length + after.length) {
      const middle = key.slice(before.length, key.length - after.length);
      return asFile(root, path.posix.join(workspace.dir, target.replace("*", middle)));
    }
  }
  return null;
}

/** Resolves one specifier written in `from` to a repository file, or null for an external package. */
export function resolveSpecifier(
  root: string,
  workspaces: Workspace[],
  from: string,
  specifier: string,
): string | null {
  if (specifier.startsWith("."))
    return asFile(root, path.posix.normalize(path.posix.join(path.posix.dirname(from), specifier)));
  for (const workspace of workspaces) {
    if (specifier === workspace.name || specifier.startsWith(`${workspace.name}/`)) {
      return resolvePackage(root, workspace, specifier.slice(workspace.name.length));
    }
  }
  return null;
}

/** Reads every source file under `dirs` and resolves its imports (static, re-exports, `import()`). */
export function buildImportGraph(root: string, dirs: readonly string[]): ImportGraph {
  const workspaces = readWorkspaces(root);
  const sources: string[] = [];
  for (const dir of dirs) walk(root, dir, sources);
  const files = new Map<string, Set<string>>();
  for (const file of sources) {
    const info = ts.preProcessFile(readFileSync(path.join(root, file), "utf8"), true, true);
    const targets = new Set<string>();
    for (const { fileName } of info.importedFiles) {
      const target = resolveSpecifier(root, workspaces, file, fileName);
      if (target && target !== file) targets.add(target);
    }
    files.set(file, targets);
  }
  return { files, workspaces };
}

/** Strongly connected components with more than one member (or a self-loop): each is an import cycle. */
export function cyclesOf<T>(graph: Map<T, Set<T>>): T[][] {
  let index = 0;
  const indices = new Map<T, number>();
  const low = new Map<T, number>();
  const stack: T[] = [];
  const onStack = new Set<T>();
  const cycles: T[][] = [];
  // Iterative Tarjan: the file graph is deep enough to overflow the call stack on recursion.
  for (const start of graph.keys()) {
    if (indices.has(start)) continue;
    const work: { node: T; edges: T[]; next: number }[] = [];
    const enter = (node: T) => {
      indices.set(node, index);
      low.set(node, index);
      index++;
      stack.push(node);
      onStack.add(node);
      work.push({ node, edges: [...(graph.get(node) ?? [])], next: 0 });
    };
    enter(start);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      if (frame.next < frame.edges.length) {
        const target = frame.edges[frame.next++]!;
        if (!indices.has(target)) enter(target);
        else if (onStack.has(target)) low.set(frame.node, Math.min(low.get(frame.node)!, indices.get(target)!));
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) low.set(parent.node, Math.min(low.get(parent.node)!, low.get(frame.node)!));
      if (low.get(frame.node) === indices.get(frame.node)) {
        const component: T[] = [];
        let member: T;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        if (component.length > 1 || graph.get(frame.node)?.has(frame.node)) cycles.push(component.reverse());
      }
    }
  }
  return cycles;
}

/** The workspace package a file belongs to, or null (scripts, repository-level tests, bench). */
export function packageOf(workspaces: readonly Workspace[], file: string): string | null {
  let best: Workspace | null = null;
  for (const w of workspaces) {
    if (file.startsWith(`${w.dir}/`) && (!best || w.dir.length > best.dir.length)) best = w;
  }
  return best?.name ?? null;
}

/** A package's tests may reach anything (the shared harness, the registry); only its product code counts. */
export const isTestFile = (file: string) => /(^|\/)tests?\//.test(file) || /\.(test|spec)\.tsx?$/.test(file);

/** Package → packages its product code imports (test files left out). */
export function packageGraph(graph: ImportGraph): Map<string, Set<string>> {
  const packages = new Map<string, Set<string>>(graph.workspaces.map((w) => [w.name, new Set<string>()]));
  for (const [file, targets] of graph.files) {
    const from = packageOf(graph.workspaces, file);
    if (!from || isTestFile(file)) continue;
    for (const target of targets) {
      const to = packageOf(graph.workspaces, target);
      if (to && to !== from) packages.get(from)!.add(to);
    }
  }
  return packages;
}

/**
 * The floors of the house, lowest first: a package may import its own floor (features only through
 * `dependsOn`, checked by the lint rule) and the floors below, never one above.
 */
export function floorOf(packageName: string): number {
  // The agent stands alone (it imports no package of ours), so the web app's modules may use its protocol types.
  if (packageName === "@hopper/core" || packageName === "@hopper/agent") return 0;
  if (packageName === "@hopper/ui") return 1;
  if (packageName === "@hopper/generated") return 3;
  if (["@hopper/web", "@hopper/jobs", "@hopper/cli"].includes(packageName)) return 4;
  return 2;
}

/** Imports (file → file) from a lower floor to a higher one, test files left out. */
export function upwardImports(graph: ImportGraph): { from: string; to: string }[] {
  const out: { from: string; to: string }[] = [];
  for (const [file, targets] of graph.files) {
    const from = packageOf(graph.workspaces, file);
    if (!from || isTestFile(file)) continue;
    for (const target of targets) {
      const to = packageOf(graph.workspaces, target);
      if (to && to !== from && floorOf(to) > floorOf(from)) out.push({ from: file, to: target });
    }
  }
  return out;
}
