import type { Actor } from "@hopper/core/auth";
import { db } from "@hopper/core/db";
import { formatNumber } from "@hopper/core/format/number";
import { getT } from "@hopper/ui/i18n/server";

import { dependentProjectRows, dependentsOf } from "../../server/services/projects/project-dependents";
import { projectPath } from "../load";
import { usedByMessages } from "../messages/used-by";
import { card } from "./project-frame";

/** How many users the project page's card names; the rest are on `/{type}/{slug}/dependents`. */
export const USED_BY_CARD_SIZE = 5;

/**
 * The project page's "Used by" card: how many projects the viewer may see depend on this one, the most
 * downloaded few with how many of their versions do, and a link to all of them. Two queries.
 */
export async function UsedByCard({ projectId, base, actor }: { projectId: string; base: string; actor: Actor | null }) {
  const [{ total, dependents }, t] = await Promise.all([
    dependentsOf(db(), actor, projectId, { limit: USED_BY_CARD_SIZE, offset: 0 }),
    getT(usedByMessages),
  ]);
  const rows = await dependentProjectRows(db(), dependents);
  return (
    <section className={card} aria-labelledby="used-by" data-testid="used-by">
      <h2 id="used-by" className="mb-2 font-bold">
        {t("heading")}{" "}
        <span className="text-sm font-normal text-secondary" data-testid="used-by-count">
          {t("count", { count: total, countText: formatNumber(total) })}
        </span>
      </h2>
      {rows.length === 0 ? (
        <p className="text-sm text-secondary">{t("none")}</p>
      ) : (
        <ul className="text-sm">
          {rows.map(({ project, versions }) => (
            <li key={project.id} className="flex flex-col" data-testid="used-by-project">
              <a className="inline-flex min-h-6 items-center underline" href={projectPath(project)} dir="auto">
                {project.name}
              </a>
              <span className="text-xs text-secondary">
                {t("versions", { count: versions, countText: formatNumber(versions) })}
              </span>
            </li>
          ))}
        </ul>
      )}
      {total > 0 ? (
        <a
          className="mt-2 inline-flex min-h-6 items-center text-sm underline"
          href={`${base}/dependents`}
          data-testid="used-by-all"
        >
          {t("seeAll", { count: total, countText: formatNumber(total) })}
        </a>
      ) : null}
    </section>
  );
}
