import { notFound, redirect } from "next/navigation";

import { isStaff } from "@hopper/core/auth";
import { db } from "@hopper/core/db";
import type { SlotProps } from "@hopper/core/module";
import { labelFrom, projectThreadRef, statusMessages } from "@hopper/catalog/server";
import { cardClassName } from "@hopper/ui/components/card";
import { getCatalogue, getT } from "@hopper/ui/i18n/server";
import { currentPath } from "@hopper/ui/server/request-info";

import { ReviewPanel } from "../components/review/review-panel";
import { ThreadView } from "../components/thread-view";
import { threadMessages } from "../messages/threads";
import { threadCaller } from "../thread-caller";

/**
 * The project's Moderation tab (`/<type>/<id>/moderation`), for its team and staff: the project's status, its
 * thread with the moderators, and for staff the review panel. Anyone else gets the not-found page, as for a
 * thread they may not read (the tab bar does not list it for them either); a signed-out visitor is sent to sign in.
 */
export default async function ProjectModerationTab({ project, viewer }: SlotProps["project.tab"]) {
  // A signed-out visitor (a notification's link opened in another browser) signs in first, as an `auth` page.
  if (!viewer) redirect(`/auth/sign-in?redirect=${encodeURIComponent(await currentPath())}`);
  // The procedure decides who may read the project's thread; not found for anyone else.
  const readable = await (await threadCaller()).projectThread({ projectId: project.id }).then(
    () => true,
    () => false,
  );
  if (!readable) notFound();
  const [ref, t, statuses] = await Promise.all([
    projectThreadRef(db(), { projectId: project.id }),
    getT(threadMessages),
    getCatalogue(statusMessages),
  ]);
  if (!ref) notFound();
  return (
    <div className="flex flex-col gap-4" data-testid="project-moderation">
      <section className={cardClassName()} aria-labelledby="moderation-heading">
        <h2 id="moderation-heading" className="text-lg font-bold">
          {t("moderationTabHeading")}
        </h2>
        <p data-testid="moderation-status">{t("statusLine", { status: labelFrom(statuses)(ref.status) })}</p>
        <p className="text-sm text-secondary">{t("moderationTabIntro")}</p>
      </section>
      {isStaff(viewer) ? <ReviewPanel projectId={project.id} viewer={viewer} /> : null}
      <div className={cardClassName()}>
        <ThreadView projectId={project.id} />
      </div>
    </div>
  );
}
