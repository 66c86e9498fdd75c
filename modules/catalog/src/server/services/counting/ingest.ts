import type { Actor } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";

import { PROJECT_PATH_TYPES } from "../../../tags/project-types";
import { canViewProject, findProject } from "../projects/project-access";
import { isViewableByLink } from "../projects/statuses";
import { versionAtAddress } from "../versions/version-reads";
import type { HeaderSource } from "./header-source";
import { recordView } from "./views";

/** The longest page address POST /analytics/view takes. */
export const VIEW_URL_MAX = 2048;

/**
 * The project (and version) a page address names: `/{type}/{id or slug}` and its tabs, `/project/{id}`, and
 * `/{type}/{id}/version/{version}`. Only the path is read: the reference's route takes any domain the site is
 * served under. Null when the address names no project page.
 */
export function viewedPage(url: string): { project: string; version: string | null } | null {
  let path: string;
  try {
    path = new URL(url).pathname;
  } catch {
    return null;
  }
  const [, type, project, tab, version] = path.split("/");
  if (!type || !project || !(type === "project" || (PROJECT_PATH_TYPES as readonly string[]).includes(type))) {
    return null;
  }
  return { project: decodeSegment(project), version: tab === "version" && version ? version : null };
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export type IngestResult = "counted" | "not-counted" | "not-found";

/**
 * POST /analytics/view: counts a view of the page at `url` like a rendered page's, with its kind from the user
 * agent (a launcher showing a project page reports it here). A project the caller cannot see is "not-found",
 * exactly like one that does not exist.
 */
export async function ingestView(
  db: DbOrTx,
  input: {
    url: string;
    ip: string;
    actor: Actor | null;
    headers: HeaderSource;
    siteOrigins?: readonly (string | undefined)[];
  },
  now = new Date(),
): Promise<IngestResult> {
  const page = viewedPage(input.url);
  if (!page) return "not-found";
  const project = await findProject(db, page.project);
  if (!project || !(await canViewProject(db, input.actor, project))) return "not-found";
  // Staff may open a draft or a project in review; that is moderation, not an audience.
  if (!isViewableByLink(project.status)) return "not-counted";
  const version = page.version ? await versionAtAddress(db, project.id, page.version) : null;
  if (page.version && !version) return "not-found";
  const counted = await recordView(
    db,
    {
      projectId: project.id,
      versionId: version?.id ?? null,
      ip: input.ip,
      userId: input.actor?.userId ?? null,
      headers: input.headers,
      source: "ingest",
      siteOrigins: input.siteOrigins,
    },
    now,
  );
  return counted ? "counted" : "not-counted";
}
