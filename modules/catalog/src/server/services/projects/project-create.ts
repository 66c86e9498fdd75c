import type { Actor } from "@hopper/core/auth";
import { newId } from "@hopper/core/db";
import type { DbOrTx } from "@hopper/core/db";

import { isProjectType } from "../../../tags/project-types";
import { ALL_PROJECT_PERMISSIONS } from "../permissions";
import {
  assertNoProblems,
  NAME_MAX,
  NAME_MIN,
  slugKey,
  slugProblem,
  SUMMARY_MAX,
  SUMMARY_MIN,
  textProblem,
} from "../validation";
import { problem, refusal } from "../refusals";
import { assertSlugFree } from "./project-slug";
import { REQUESTABLE_STATUSES } from "./statuses";
import { descriptionHtmlData } from "../markdown/stored-html";

/** Projects one user may own (the reference platform's default limit). */
export const MAX_PROJECTS_PER_USER = 256;

export type Visibility = "public" | "unlisted" | "private";
const REQUESTED_BY_VISIBILITY: Record<Visibility, string> = {
  public: "approved",
  unlisted: "unlisted",
  private: "private",
};

export interface CreateProjectInput {
  name: string;
  slug: string;
  projectType: string;
  /** Left out by the site's create dialog (then empty until the team writes one); checked when given. */
  summary?: string;
  visibility?: Visibility;
  /**
   * What the project becomes once approved, as the public API names it (a requestable status, draft included);
   * takes the place of `visibility` when given.
   */
  requestedStatus?: string;
}

/** Creates a draft project with a new team whose only member, the creator, is the owner. */
export async function createProject(db: DbOrTx, actor: Actor | null, input: CreateProjectInput) {
  if (!actor) throw refusal("unauthorized", problem("signInToCreate"));
  const name = input.name?.trim() ?? "";
  const summary = input.summary?.trim() ?? "";
  const slug = input.slug?.trim() ?? "";
  const visibility = input.visibility ?? "public";
  assertNoProblems({
    name: textProblem("name", name, NAME_MIN, NAME_MAX),
    slug: slugProblem(slug),
    projectType: isProjectType(input.projectType) ? null : problem("chooseType"),
    summary: input.summary === undefined ? null : textProblem("summary", summary, SUMMARY_MIN, SUMMARY_MAX),
    visibility: visibility in REQUESTED_BY_VISIBILITY ? null : problem("chooseVisibility"),
    requestedStatus:
      input.requestedStatus === undefined || REQUESTABLE_STATUSES.includes(input.requestedStatus)
        ? null
        : "The requested status must be approved, archived, unlisted, private or draft.",
  });
  const owned = await db.teamMember.count({ where: { userId: actor.userId, isOwner: true } });
  if (owned >= MAX_PROJECTS_PER_USER) {
    throw refusal("invalid_input", problem("tooManyProjects", { max: String(MAX_PROJECTS_PER_USER) }));
  }
  await assertSlugFree(db, slug);
  const teamId = newId();
  try {
    return await db.project.create({
      data: {
        id: newId(),
        slug,
        slugKey: slugKey(slug),
        projectType: input.projectType,
        name,
        summary,
        ...(await descriptionHtmlData("")),
        status: "draft",
        // The moderation thread's id, known from the start (the thread row is created on first use).
        threadId: newId(),
        requestedStatus: input.requestedStatus ?? REQUESTED_BY_VISIBILITY[visibility],
        team: {
          create: {
            id: teamId,
            members: {
              create: {
                id: newId(),
                userId: actor.userId,
                role: "Owner",
                isOwner: true,
                accepted: true,
                payoutsSplit: 100,
                permissions: ALL_PROJECT_PERMISSIONS,
              },
            },
          },
        },
      },
    });
  } catch (error) {
    if ((error as { code?: string }).code === "P2002") throw refusal("conflict", problem("slugTaken"), "slug");
    throw error;
  }
}
