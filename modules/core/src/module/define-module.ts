import type { z } from "zod";

import type { ScopeName } from "../auth/scopes";
import type { Db } from "../db/client";
import type { JobDefinition } from "./define-job";
import type { NavEntry, NavMenu } from "./nav";
import type { RestRoute } from "./rest";
import type { SitemapDefinition } from "./sitemap";
import type { SlotDefinition, SlotName, TabSlotName } from "./slots";
import { TAB_SLOTS } from "./slots";

export type Layout = "default" | "empty";

export interface PageDefinition {
  /** Next.js App Router path, e.g. `/user/[id]` or `/legal/terms`. */
  path: string;
  /** Path of the page component under the module's `src/`, without extension, e.g. `ui/pages/sign-in`. */
  component: string;
  layout?: Layout;
  /** Route checks run before render: `auth`, `launcher-auth`, `staff`, `admin`. */
  guards?: string[];
  /** Menus the page renders (e.g. `settings` for a settings page); it gets them filtered for the viewer. */
  menus?: readonly NavMenu[];
  /** Slots the page hosts: it gets every module's contributions to them in `host.slots`. */
  slots?: readonly SlotName[];
  /**
   * The page is the root of a tab set (it also receives the slot): each contributed tab gets the address
   * `<path>/<segment>`, which renders this page with `host.tab` set to the segment.
   */
  tabs?: TabSlotName;
}

/** A Next.js route handler the module owns outside the versioned API, e.g. `/api/auth/[...nextauth]`. */
export interface RouteHandlerDefinition {
  path: string;
  /** File under the module's `src/`, without extension, exporting one function per method. */
  handler: string;
  /** OPTIONS: a CORS preflight answer, for endpoints other sites call from browsers (OAuth's token endpoint). */
  methods: readonly ("GET" | "POST" | "PUT" | "PATCH" | "DELETE" | "OPTIONS")[];
}

/**
 * What a module registers. Authorization is not declared here: each service checks it on the `Actor` it is
 * given (site role through `isStaff`, team permission bits, token scopes at the adapters).
 */
export interface ModuleManifest<Id extends string = string> {
  /** kebab-case; the tRPC namespace, job prefix and Prisma file name. */
  id: Id;
  /** The module's tRPC router, always at `src/server/router.ts`; mounted lazily at `appRouter[id]`. */
  router?: () => Promise<unknown>;
  jobs?: readonly JobDefinition[];
  pages?: readonly PageDefinition[];
  nav?: readonly NavEntry[];
  /** Components added to pages of other modules (see slots.ts and docs/architecture.md, "Slots"). */
  slots?: readonly SlotDefinition[];
  rest?: readonly RestRoute[];
  /** Route handlers outside /v2 and /v3 (auth callbacks, file serving). */
  routes?: readonly RouteHandlerDefinition[];
  /** Public addresses the module adds to `/sitemap.xml` (see sitemap.ts and docs/shell.md, "Sharing and crawling"). */
  sitemaps?: readonly SitemapDefinition[];
  /** The module's slice of the environment, merged into one validated configuration at boot. */
  settings?: z.ZodObject;
  /** Demo data for an empty database (`hopper seed`, and `npm start` on first run), in dependency order. */
  seed?: () => Promise<{ default: SeedHandler }>;
  /** Modules whose public services this one may call. */
  dependsOn?: readonly string[];
}

export interface SeedContext {
  db: Db;
  /** Lines the launcher prints after seeding, e.g. the demo sign-ins. */
  report: (line: string) => void;
}

export type SeedHandler = (ctx: SeedContext) => Promise<void>;

export const MODULE_ID_PATTERN = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** Validates a manifest at load time so a typo fails the generator and the test run, not production. */
export function defineModule<const Id extends string>(manifest: ModuleManifest<Id>): ModuleManifest<Id> {
  const problems: string[] = [];
  if (!MODULE_ID_PATTERN.test(manifest.id)) problems.push(`id "${manifest.id}" is not kebab-case`);
  for (const job of manifest.jobs ?? []) {
    if (!job.name.startsWith(`${manifest.id}.`)) problems.push(`job "${job.name}" must start with "${manifest.id}."`);
  }
  for (const page of manifest.pages ?? []) {
    if (!page.path.startsWith("/")) problems.push(`page path "${page.path}" must start with "/"`);
  }
  for (const slot of manifest.slots ?? []) {
    if ("segment" in slot && !MODULE_ID_PATTERN.test(slot.segment)) {
      problems.push(`slot ${slot.slot} segment "${slot.segment}" must be kebab-case`);
    }
    if (TAB_SLOTS.includes(slot.slot) !== "segment" in slot) {
      problems.push(`slot ${slot.slot} ${"segment" in slot ? "takes no" : "needs a"} label and segment`);
    }
  }
  for (const sitemap of manifest.sitemaps ?? []) {
    if (!MODULE_ID_PATTERN.test(sitemap.name)) problems.push(`sitemap "${sitemap.name}" must be kebab-case`);
  }
  for (const route of manifest.rest ?? []) {
    // /_internal/ holds the reference's website-only routes (OAuth consent and app management, SESSION_ACCESS).
    if (!/^\/(?:v\d+|_internal)\//.test(route.path)) {
      problems.push(`REST path "${route.path}" must start with /v<n>/ or /_internal/`);
    }
  }
  if (problems.length > 0) throw new Error(`Module "${manifest.id}": ${problems.join("; ")}`);
  return manifest;
}

export type { NavEntry, NavMenu, ScopeName };
