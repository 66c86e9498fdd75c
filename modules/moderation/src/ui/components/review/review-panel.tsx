import { findProject, MODERATOR_MESSAGE_BODY_MAX } from "@hopper/catalog/server";
import { isStaff } from "@hopper/core/auth";
import { db } from "@hopper/core/db";
import type { SlotViewer } from "@hopper/core/module";
import { Button } from "@hopper/ui/components/button";
import { DateTime } from "@hopper/ui/i18n/format";
import { getCatalogue, getT } from "@hopper/ui/i18n/server";

import { releaseAction } from "../../actions/review-actions";
import { reviewMessages } from "../../messages/review";
import { moderationCaller } from "../../staff-caller";
import { DecisionForm } from "./decision-form";

/** The reference's review steps, in its order (modrinth-facts.md §4): the checklist's rows. */
const STEPS = [
  "title",
  "description",
  "links",
  "license",
  "categories",
  "gallery",
  "versions",
  "dependencies",
] as const;

/**
 * The review panel on a project's moderation tab (staff). Opening it takes the 15-minute review lock (or shows
 * who holds it and until when, with the decisions disabled); a checklist of the review steps the moderator may
 * tick (the page keeps it, nothing is saved); message templates that fill the message box; Approve, Reject and
 * Withhold with the message. Server-rendered forms and server actions: it works without script.
 */
export async function ReviewPanel({ projectId, viewer }: { projectId: string; viewer: SlotViewer | null }) {
  if (!viewer || !isStaff(viewer)) return null;
  const project = await findProject(db(), projectId);
  if (!project) return null;
  const [t, catalogue] = await Promise.all([getT(reviewMessages), getCatalogue(reviewMessages)]);
  const heading = (
    <h2 id="review-panel-heading" className="text-xl font-semibold">
      {t("panel.heading")}
    </h2>
  );
  if (project.status !== "processing") {
    return (
      <section aria-labelledby="review-panel-heading" className="flex flex-col gap-2" data-testid="review-panel">
        {heading}
        <p>{t("panel.notInReview")}</p>
      </section>
    );
  }
  const lock = await (await moderationCaller()).review.lock({ projectId: project.id });
  const until = lock.expiresAt ? <DateTime value={lock.expiresAt} style="time" /> : null;
  const heldByOther = lock.locked && !lock.isOwnLock;
  const templates = Object.entries(catalogue.templates).map(([key, template]) => ({
    key,
    label: template.label,
    text: template.text,
  }));
  return (
    <section aria-labelledby="review-panel-heading" className="flex min-w-0 flex-col gap-4" data-testid="review-panel">
      {heading}
      <div className="rounded-lg border border-divider p-3 text-sm" data-testid="review-lock" role="status">
        {lock.isOwnLock ? (
          <div className="flex flex-wrap items-center gap-2">
            <p>{t.rich("panel.lockMine", { until: () => until })}</p>
            <form action={releaseAction}>
              <input type="hidden" name="projectId" value={project.id} />
              <Button type="submit" variant="secondary" size="sm">
                {t("panel.release")}
              </Button>
            </form>
          </div>
        ) : heldByOther ? (
          <p>{t.rich("panel.lockOther", { moderator: lock.lockedBy?.username ?? "", until: () => until })}</p>
        ) : (
          <p>{t("panel.lockNone")}</p>
        )}
      </div>
      <fieldset className="flex flex-col gap-1" data-testid="review-checklist">
        <legend className="font-semibold">{t("panel.checklist")}</legend>
        <p className="text-sm text-secondary">{t("panel.checklistHelp")}</p>
        {STEPS.map((step) => (
          <label key={step} className="flex items-center gap-2">
            <input type="checkbox" name={`step-${step}`} className="size-4" />
            {t(`panel.steps.${step}`)}
          </label>
        ))}
      </fieldset>
      <DecisionForm
        projectId={project.id}
        templates={templates}
        blocked={heldByOther ? t("panel.lockOtherReason") : null}
        maxLength={MODERATOR_MESSAGE_BODY_MAX}
        labels={{
          templates: t("panel.templates"),
          templatesHelp: t("panel.templatesHelp"),
          useTemplate: t("panel.useTemplate"),
          message: t("panel.message"),
          messageHelp: t("panel.messageHelp"),
          approve: t("panel.approve"),
          reject: t("panel.reject"),
          withhold: t("panel.withhold"),
        }}
      />
    </section>
  );
}
