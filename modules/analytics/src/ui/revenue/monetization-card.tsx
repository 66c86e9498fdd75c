import { buttonClassName } from "@hopper/ui/components/button";
import { Card } from "@hopper/ui/components/card";
import { getT } from "@hopper/ui/i18n/server";

import type { MonetizationView } from "../../server/services/revenue/monetization";
import { setMonetizationAction } from "./revenue-actions";
import { revenueMessages } from "./revenue-messages";

type Status = "monetized" | "demonetized" | "force-demonetized";
const label = (status: string): Status =>
  status === "demonetized" || status === "force-demonetized" ? status : "monetized";

/**
 * A project's Monetization card (slot-free: a page or a settings tab renders it with the project's
 * `analytics.revenue.monetization` answer): the status and a button per status the viewer may switch to. Works
 * without JavaScript; `back` is the page the form returns to.
 */
export async function MonetizationCard({ project, back }: { project: MonetizationView; back: string }) {
  const t = await getT(revenueMessages);
  const current = label(project.monetizationStatus);
  const choices = project.choices.map(label).filter((choice) => choice !== current);
  return (
    <Card padding="md" className="flex flex-col gap-3" data-testid="monetization-card">
      <h2 className="text-lg font-semibold">{t("card.heading")}</h2>
      <p data-testid="monetization-status" data-status={current}>
        {t("card.status", { status: t(`card.statuses.${current}`) })}
      </p>
      {current === "force-demonetized" && choices.length === 0 ? (
        <p className="text-sm text-secondary">{t("card.forced")}</p>
      ) : null}
      {choices.length > 0 ? (
        <div className="flex flex-wrap gap-2">
          {choices.map((choice) => (
            <form key={choice} action={setMonetizationAction}>
              <input type="hidden" name="project" value={project.id} />
              <input type="hidden" name="status" value={choice} />
              <input type="hidden" name="back" value={back} />
              <button
                type="submit"
                className={buttonClassName({ variant: choice === "monetized" ? "primary" : "secondary" })}
                data-testid={`monetization-${choice}`}
              >
                {t(`card.switchTo.${choice}`)}
              </button>
            </form>
          ))}
        </div>
      ) : null}
    </Card>
  );
}
