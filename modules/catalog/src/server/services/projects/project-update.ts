import type { Actor } from "@hopper/core/auth";
import { newId } from "@hopper/core/db";
import type { DbOrTx, Prisma } from "@hopper/core/db";

import { categoriesFor } from "../../../tags/categories";
import { CUSTOM_LICENSE_PATTERN, findLicense } from "../../../tags/licenses";
import { DONATION_PLATFORMS, SIDE_TYPES } from "../../../tags/project-types";
import { requireProjectPermission } from "../permissions";
import { problem } from "../refusals";
import {
  assertNoProblems,
  BODY_MAX,
  NAME_MAX,
  NAME_MIN,
  optionalUrl,
  slugKey,
  slugProblem,
  SUMMARY_MAX,
  SUMMARY_MIN,
  textProblem,
} from "../validation";
import type { Problems } from "../validation";
import { loadForMutation } from "./project-access";
import { projectsChanged } from "./project-events";
import { assertSlugFree } from "./project-slug";
import { descriptionHtmlData } from "../markdown/stored-html";

export const MAX_PRIMARY_CATEGORIES = 3;

export interface ProjectPatch {
  name?: string;
  slug?: string;
  summary?: string;
  body?: string;
  licenseId?: string;
  licenseUrl?: string | null;
  issuesUrl?: string | null;
  sourceUrl?: string | null;
  wikiUrl?: string | null;
  discordUrl?: string | null;
  clientSide?: string;
  serverSide?: string;
  iconUrl?: string | null;
  categories?: string[];
  additionalCategories?: string[];
  donationLinks?: { platform: string; url: string }[];
}

const DETAIL_FIELDS: (keyof ProjectPatch)[] = [
  "name",
  "slug",
  "summary",
  "licenseId",
  "licenseUrl",
  "issuesUrl",
  "sourceUrl",
  "wikiUrl",
  "discordUrl",
  "clientSide",
  "serverSide",
  "iconUrl",
  "categories",
  "additionalCategories",
  "donationLinks",
];

/** Edits a project. Details need EDIT_DETAILS, the description EDIT_BODY. */
export async function updateProject(db: DbOrTx, actor: Actor | null, idOrSlug: string, patch: ProjectPatch) {
  const project = await loadForMutation(db, actor, idOrSlug);
  if (DETAIL_FIELDS.some((field) => patch[field] !== undefined)) {
    await requireProjectPermission(db, actor, project.teamId, "EDIT_DETAILS");
  }
  if (patch.body !== undefined) await requireProjectPermission(db, actor, project.teamId, "EDIT_BODY");

  const data: Prisma.ProjectUpdateInput = {};
  const problems: Problems = {};
  if (patch.name !== undefined) {
    problems.name = textProblem("name", patch.name, NAME_MIN, NAME_MAX);
    data.name = patch.name.trim();
  }
  if (patch.summary !== undefined) {
    problems.summary = textProblem("summary", patch.summary, SUMMARY_MIN, SUMMARY_MAX);
    data.summary = patch.summary.trim();
  }
  if (patch.body !== undefined) {
    problems.body = patch.body.length > BODY_MAX ? `The description must be at most ${BODY_MAX} characters.` : null;
    data.body = patch.body;
    // Rendered only once it passed the length check (a refused patch is not rendered).
    if (!problems.body) Object.assign(data, await descriptionHtmlData(patch.body));
  }
  if (patch.slug !== undefined && patch.slug !== project.slug) {
    problems.slug = slugProblem(patch.slug);
    data.slug = patch.slug;
    data.slugKey = slugKey(patch.slug);
  }
  for (const side of ["clientSide", "serverSide"] as const) {
    const value = patch[side];
    if (value === undefined) continue;
    problems[side] = (SIDE_TYPES as readonly string[]).includes(value) ? null : problem("sideSupport");
    data[side] = value;
  }
  if (patch.licenseId !== undefined) {
    const known = findLicense(patch.licenseId);
    if (known) {
      data.licenseId = known.short;
      data.licenseName = known.name;
      data.licenseUrl = patch.licenseUrl === undefined ? known.url : optionalUrl("licenseUrl", patch.licenseUrl);
    } else if (CUSTOM_LICENSE_PATTERN.test(patch.licenseId)) {
      const url = optionalUrl("licenseUrl", patch.licenseUrl);
      problems.licenseUrl = url ? null : problem("customLicenseUrl");
      data.licenseId = patch.licenseId;
      data.licenseName = patch.licenseId.slice("LicenseRef-".length).replace(/-/g, " ");
      data.licenseUrl = url;
    } else {
      problems.licenseId = problem("chooseLicense");
    }
  } else if (patch.licenseUrl !== undefined) {
    data.licenseUrl = optionalUrl("licenseUrl", patch.licenseUrl);
  }
  for (const field of ["issuesUrl", "sourceUrl", "wikiUrl", "discordUrl", "iconUrl"] as const) {
    if (patch[field] !== undefined) data[field] = optionalUrl(field, patch[field]);
  }
  if (patch.categories !== undefined || patch.additionalCategories !== undefined) {
    const allowed = new Set(categoriesFor(project.projectType).map((category) => category.name));
    const primary = [...new Set(patch.categories ?? [])];
    const additional = [...new Set(patch.additionalCategories ?? [])].filter((name) => !primary.includes(name));
    const unknown = [...primary, ...additional].find((name) => !allowed.has(name));
    problems.categories =
      primary.length > MAX_PRIMARY_CATEGORIES
        ? problem("tooManyCategories", { max: String(MAX_PRIMARY_CATEGORIES) })
        : unknown
          ? problem("unknownCategory", { category: unknown })
          : null;
    data.categories = {
      deleteMany: {},
      create: [
        ...primary.map((category) => ({ category, additional: false })),
        ...additional.map((category) => ({ category, additional: true })),
      ],
    };
  }
  if (patch.donationLinks !== undefined) {
    const platforms = new Set<string>(DONATION_PLATFORMS.map((platform) => platform.short));
    const bad = patch.donationLinks.find((link) => !platforms.has(link.platform));
    problems.donationLinks = bad ? problem("unknownDonationPlatform", { platform: bad.platform }) : null;
    data.donationLinks = {
      deleteMany: {},
      create: patch.donationLinks.map((link, ordering) => ({
        id: newId(),
        platform: link.platform,
        url: optionalUrl("donationLinks", link.url) ?? "",
        ordering,
      })),
    };
  }
  assertNoProblems(problems);
  if (data.slug) await assertSlugFree(db, patch.slug!, project.id);
  data.updated = new Date();
  const updated = await db.project.update({ where: { id: project.id }, data });
  await projectsChanged(db, [project.id]);
  return updated;
}
