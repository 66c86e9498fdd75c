import { getT } from "@hopper/ui/i18n/server";

import type { QueueStanding } from "../../server/services/review/queue-position";
import { reviewQueueMessages } from "../messages/review-queue";
import { card } from "./project-frame";

/** "3rd in line, usually reviewed within 2 days" (or that there is too little history to say). */
export async function reviewStandingText(standing: QueueStanding): Promise<string> {
  const t = await getT(reviewQueueMessages);
  return standing.withinDays === null
    ? t("standingNoHistory", { position: standing.position })
    : t("standing", { position: standing.position, days: standing.withinDays });
}

/** The project page's side card for its team and staff while the project is in review. */
export async function ReviewQueueCard({ standing }: { standing: QueueStanding }) {
  const t = await getT(reviewQueueMessages);
  return (
    <section className={card} aria-labelledby="review-queue" data-testid="review-standing">
      <h2 id="review-queue" className="mb-2 font-bold">
        {t("heading")}
      </h2>
      <p className="text-sm">{await reviewStandingText(standing)}</p>
      <p className="text-sm text-secondary">{t("inQueue", { total: standing.total })}</p>
      <p className="text-xs text-secondary">{t("onlyTeam")}</p>
    </section>
  );
}
