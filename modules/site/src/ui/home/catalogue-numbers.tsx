import { formatNumber } from "@hopper/core/format";

import type { CatalogueNumbers as Numbers } from "../../server/home-feed";
import type { messages } from "../messages";

type Messages = (typeof messages)["messages"];

/**
 * The catalogue in numbers on the home page, in the site's number format (spec section 9): 12,345 projects
 * read "12.3k", 1,234,567 files "1.23M", smaller counts keep their comma thousands.
 */
export function CatalogueNumbers({
  numbers,
  labels,
}: {
  numbers: Numbers;
  /** The site catalogue's `home.numbers` in the page's language. */
  labels: Messages["home"]["numbers"];
}) {
  const entries = [
    [labels.projects, numbers.projects],
    [labels.versions, numbers.versions],
    [labels.files, numbers.files],
    [labels.creators, numbers.authors],
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="catalogue-numbers">
      {entries.map(([label, value]) => (
        <div key={label} className="rounded-xl border border-divider bg-raised px-4 py-3 text-center">
          <dt className="text-sm text-secondary">{label}</dt>
          <dd className="text-2xl font-bold">{formatNumber(value)}</dd>
        </div>
      ))}
    </dl>
  );
}
