import { displayType } from "@hopper/catalog/server";
import { formatNumber } from "@hopper/core/format";
import { ProjectIcon } from "@hopper/ui/components/project-icon";
import { DateTime } from "@hopper/ui/i18n/format";
import { ShellLink } from "@hopper/ui/components/shell-link";

import type { SearchHit } from "../../server/engines/search-engine";
import type { ViewMode } from "../listing-state";
import { getSearchT } from "../search-t";
import { getTagLabel } from "../tag-label";

/**
 * One result: icon, title, author, summary, categories and numbers; in gallery view its featured image. The
 * title and summary are the creator's own text, in any language and direction (`dir="auto"`).
 */
export async function HitCard({ hit, view }: { hit: SearchHit; view: ViewMode }) {
  const [t, tagLabel] = await Promise.all([getSearchT(), getTagLabel()]);
  const strong = (chunks: React.ReactNode) => <strong className="text-primary">{chunks}</strong>;
  const href = `/${displayType(hit.project_type, hit.categories)}/${hit.slug}`;
  return (
    <li
      // In the list view the numbers sit beside the text from `sm` up; on a phone they go under it, in a row, so
      // the card fits a 360 px screen.
      className={`flex gap-4 rounded-xl border border-divider bg-raised p-4 ${view === "list" ? "flex-col sm:flex-row" : "flex-col"}`}
      data-testid="search-hit"
    >
      {view === "gallery" && hit.featured_gallery ? (
        // eslint-disable-next-line @next/next/no-img-element -- gallery images are served by our own storage
        <img src={hit.featured_gallery} alt="" className="aspect-video w-full rounded-lg object-cover" loading="lazy" />
      ) : null}
      <div className="flex min-w-0 gap-4">
        {/* bg-input: transparent icons sit on the letter box's background. */}
        <ProjectIcon name={hit.title} iconUrl={hit.icon_url} size={64} lazy className="bg-input" />
        <div className="flex min-w-0 flex-col gap-1">
          <ShellLink href={href} prefetch={false} dir="auto" className="truncate text-lg font-bold hover:underline">
            {hit.title}
          </ShellLink>
          <span className="text-sm text-secondary">{t("hit.by", { author: hit.author })}</span>
          <p dir="auto" className="text-sm">
            {hit.description}
          </p>
          <ul className="flex flex-wrap gap-1 text-xs text-secondary">
            {hit.display_categories.slice(0, 6).map((c) => (
              <li key={c} className="rounded bg-input px-1.5 py-0.5">
                {tagLabel(c)}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div
        className={
          view === "list"
            ? "flex shrink-0 flex-wrap gap-x-4 gap-y-1 text-sm text-secondary sm:ml-auto sm:flex-col sm:items-end"
            : "ml-auto flex shrink-0 flex-col items-end gap-1 text-sm text-secondary"
        }
      >
        <span>{t.rich("hit.downloads", { count: formatNumber(hit.downloads), strong })}</span>
        <span>{t.rich("hit.followers", { count: formatNumber(hit.follows), strong })}</span>
        <span>{t.rich("hit.updated", { date: () => <DateTime value={hit.date_modified} /> })}</span>
      </div>
    </li>
  );
}
