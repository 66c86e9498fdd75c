import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import type { APIRequestContext } from "@playwright/test";

// Every page route the module manifests declare, for the browser walks (hostile input, phones, accessibility).
// `npm run gen:modules` writes one apps/web/app/**/page.tsx per declared page, with the manifest's path and
// guards in its `modulePage(...)` call, and `gen:modules --check` fails when a page file belongs to no module:
// reading those files is reading the manifests, without loading module code (and its server imports) into
// the Playwright runner.

const APP_DIR = path.join(process.cwd(), "apps/web/app");

/** Who may see a page: anyone, a signed-in account (guard `auth`), or staff (guard `staff`). */
export type PageAccess = "public" | "signed-in" | "staff";

export interface DeclaredPage {
  /** The route as declared, e.g. `/mod/[id]/version/[version]`. */
  route: string;
  /** The route's segments, e.g. `["mod", "[id]", "version", "[version]"]` (none for `/`). */
  segments: string[];
  /** The module that declares it. */
  module: string;
  /** The manifest's guards, e.g. `["auth"]`. */
  guards: string[];
  access: PageAccess;
}

/** The demo accounts the launcher seeds (modules/accounts/src/seed.ts). */
export const DEMO_ACCOUNTS = {
  creator: { username: "demo-creator", password: "hopper-creator" },
  moderator: { username: "demo-moderator", password: "hopper-moderator" },
  admin: { username: "demo-admin", password: "hopper-admin" },
} as const;

function pageFiles(dir = APP_DIR): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isFile() && entry.name === "page.tsx") found.push(full);
    // Private folders `_x` are not routes.
    if (entry.isDirectory() && !entry.name.startsWith("_")) found.push(...pageFiles(full));
  }
  return found;
}

function parsePage(file: string): DeclaredPage {
  const source = readFileSync(file, "utf8");
  const route = /\bpath:\s*"([^"]*)"/.exec(source)?.[1];
  const module = /\bmodule:\s*"([^"]*)"/.exec(source)?.[1];
  const guardList = /\bguards:\s*\[([^\]]*)\]/.exec(source)?.[1];
  if (route === undefined || module === undefined || guardList === undefined) {
    throw new Error(`${path.relative(process.cwd(), file)} is not a generated module page (run npm run gen:modules)`);
  }
  const guards = [...guardList.matchAll(/"([^"]+)"/g)].map((match) => match[1]!);
  const access: PageAccess = guards.includes("staff") ? "staff" : guards.includes("auth") ? "signed-in" : "public";
  return { route, segments: route.split("/").filter(Boolean), module, guards, access };
}

/** Every page the manifests declare, sorted by route. */
export function declaredPages(): DeclaredPage[] {
  return pageFiles()
    .map(parsePage)
    .sort((a, b) => a.route.localeCompare(b.route));
}

export const isDynamic = (segment: string) => segment.startsWith("[");

/** The project types whose pages answer under their own path (`/mod/…`); `/project/…` redirects to them. */
const PATH_TYPES = ["mod", "plugin", "datapack", "shader", "resourcepack", "modpack"] as const;

/**
 * Real values for every dynamic segment, read from the demo data through the API, so pages render content
 * and not their not-found page. Projects are demo-creator's (one per type, so settings pages open for them
 * signed in as demo-creator), with one of each project's versions.
 */
export interface DemoIds {
  /** Project slug by path type (`mod`, `plugin`, …, and `project`). */
  project: Record<string, string>;
  /** A version number of `project[type]`, by path type. */
  version: Record<string, string>;
  user: string;
  organization: string;
  /** A listed collection of demo-creator (visible signed out). */
  collection: string;
  /** A project-type segment, e.g. `/organization/[id]/[projectType]`. */
  projectType: string;
}

interface ProjectHit {
  slug: string;
  project_type: string;
}

async function json<T>(request: APIRequestContext, url: string): Promise<T> {
  const response = await request.get(url);
  if (!response.ok()) throw new Error(`GET ${url} → ${response.status()} (is the demo data seeded?)`);
  return (await response.json()) as T;
}

/** Reads the demo ids from the running app (anonymous requests: everything returned is public). */
export async function demoIds(request: APIRequestContext): Promise<DemoIds> {
  const user = DEMO_ACCOUNTS.creator.username;
  const projects = await json<ProjectHit[]>(request, `/v2/user/${user}/projects`);
  const project: Record<string, string> = {};
  const version: Record<string, string> = {};
  for (const type of PATH_TYPES) {
    const hit = projects.find((candidate) => candidate.project_type === type) ?? projects[0];
    if (!hit) throw new Error(`${user} has no projects (is the demo data seeded?)`);
    project[type] = hit.slug;
  }
  project.project = project.mod!;
  for (const [type, slug] of Object.entries(project)) {
    const versions = await json<{ version_number: string; id: string }[]>(request, `/v2/project/${slug}/version`);
    const first = versions[0];
    if (!first) throw new Error(`The demo project ${slug} has no versions`);
    version[type] = first.version_number;
  }
  const collections = await json<{ id: string }[]>(request, `/v3/user/${user}/collections`);
  if (!collections[0]) throw new Error(`${user} has no listed collection (is the demo data seeded?)`);
  return {
    project,
    version,
    user,
    organization: "hopper-demo-studio",
    collection: collections[0].id,
    projectType: "mods",
  };
}

/** The value for the dynamic segment at `index` of `segments`, from the segment before it. */
function demoValue(segments: readonly string[], index: number, ids: DemoIds): string {
  const segment = segments[index]!;
  const before = segments[index - 1] ?? "";
  const type = segments[0] ?? "project";
  if (segment === "[projectType]") return ids.projectType;
  if (before === "version") return ids.version[type] ?? ids.version.project!;
  if (before === "user") return ids.user;
  if (before === "organization") return ids.organization;
  if (before === "collection") return ids.collection;
  return ids.project[type] ?? ids.project.project!;
}

/**
 * A path for `page` with every dynamic segment filled with a demo id, except the dynamic segment number `at`
 * (counting dynamic segments only) which gets `replacement` as is (the hostile walk puts bad input there).
 */
export function pathFor(page: DeclaredPage, ids: DemoIds, at = -1, replacement = ""): string {
  let position = -1;
  const parts = page.segments.map((segment, index) => {
    if (!isDynamic(segment)) return segment;
    position += 1;
    return position === at ? replacement : demoValue(page.segments, index, ids);
  });
  return `/${parts.join("/")}`;
}

/** Every declared page with a real path: `{ page, path }`, sorted by route. */
export function demoPaths(ids: DemoIds, pages = declaredPages()): { page: DeclaredPage; path: string }[] {
  return pages.map((page) => ({ page, path: pathFor(page, ids) }));
}
