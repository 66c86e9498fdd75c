import { ALL_RIGHTS_RESERVED, categoriesFor, GAME_VERSIONS } from "@hopper/catalog/server";
import type { LoaderTag, ProjectType } from "@hopper/catalog/server";
import { Button } from "@hopper/ui/components/button";

import { ENVIRONMENT_CHOICES } from "../environment-filter";
import { licenseChoices } from "../license-choices";
import { listingUrl } from "../listing-state";
import type { ListingState } from "../listing-state";
import { getSearchT } from "../search-t";
import { getTagLabel } from "../tag-label";
import { FilterChoice, FilterGroup, FilterOption } from "./filter-controls";
import { FilterForm } from "./filter-form";

/** Game versions listed before the "Show all versions" expander; the rest (1.12.2, 1.7.10, …) are inside it. */
export const NEWEST_VERSIONS_SHOWN = 20;

/** The id of the filter panel, which the listing's "Filters" button opens on a phone. */
export const FILTERS_ID = "listing-filters";

async function GameVersionFilters({ state }: { state: ListingState }) {
  const t = await getSearchT();
  const versions = GAME_VERSIONS.filter((v) => state.snapshots || v.version_type === "release");
  const newest = versions.slice(0, NEWEST_VERSIONS_SHOWN);
  const older = versions.slice(NEWEST_VERSIONS_SHOWN);
  const olderChosen = older.some((v) => state.filters.includes(`versions:${v.version}`));
  const option = (version: string) => (
    <FilterOption key={version} state={state} token={`versions:${version}`} label={version} excludable={false} />
  );
  return (
    <FilterGroup title={t("filters.gameVersions")}>
      {newest.map((v) => option(v.version))}
      {older.length ? (
        <li>
          <details open={olderChosen} className="text-sm">
            <summary className="cursor-pointer px-2 py-1.5 text-xs underline">{t("filters.showAllVersions")}</summary>
            <ul className="mt-1 flex max-h-80 flex-col gap-0.5 overflow-y-auto">
              {older.map((v) => option(v.version))}
            </ul>
          </details>
        </li>
      ) : null}
      <li className="flex text-xs">
        <label className="flex min-h-8 flex-1 cursor-pointer items-center gap-2 rounded px-2 hover:bg-raised">
          <input type="checkbox" name="snapshots" value="1" defaultChecked={state.snapshots} />
          {t("filters.showSnapshots")}
        </label>
      </li>
    </FilterGroup>
  );
}

/** The listing's other choices, carried by the filter form so applying filters keeps them. */
function KeptFields({ state }: { state: ListingState }) {
  return (
    <>
      {state.query ? <input type="hidden" name="q" value={state.query} /> : null}
      {state.sort !== "relevance" ? <input type="hidden" name="s" value={state.sort} /> : null}
      {state.limit !== 20 ? <input type="hidden" name="m" value={String(state.limit)} /> : null}
      {state.view ? <input type="hidden" name="view" value={state.view} /> : null}
    </>
  );
}

/**
 * The filter panel of a listing page: categories, loaders, game versions, environment and license. On a wide
 * screen it is the sidebar; on a phone it is a sheet over the results, opened by the "Filters" button above
 * them (a `popover`: it opens, closes on Escape or a tap outside and returns focus without any JavaScript),
 * so the results come first. The UA hides a closed popover; from `md` up the panel's own `display` wins.
 */
export async function ListingFilters({
  path,
  projectType,
  state,
  loaders,
}: {
  path: string;
  projectType: ProjectType;
  state: ListingState;
  loaders: readonly LoaderTag[];
}) {
  const categories = categoriesFor(projectType);
  const headers = [...new Set(categories.map((c) => c.header))];
  const environment = state.filters.find((token) => token.startsWith("environment:"));
  const [t, tagLabel] = await Promise.all([getSearchT(), getTagLabel()]);
  return (
    <aside
      id={FILTERS_ID}
      popover="auto"
      aria-label={t("filters.label")}
      className={[
        // Phone: a sheet from the right edge, over a dimmed page.
        "fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[min(22rem,100vw)] overflow-y-auto",
        "border-0 border-l border-divider bg-bg p-4 text-primary backdrop:bg-black/50",
        // Wide screens: the sidebar beside the results, always shown.
        "md:static md:block md:h-auto md:w-auto md:overflow-visible md:border-0 md:bg-transparent md:p-0",
      ].join(" ")}
    >
      <div className="mb-2 flex items-center justify-between md:hidden">
        <h2 className="text-lg font-bold">{t("filters.label")}</h2>
        <Button variant="secondary" size="sm" popoverTarget={FILTERS_ID} popoverTargetAction="hide">
          {t("filters.close")}
        </Button>
      </div>
      <FilterForm action={path} stateKey={listingUrl(path, state)} className="flex flex-col gap-4">
        <KeptFields state={state} />
        {headers.map((header) => (
          <FilterGroup key={header} title={t(`filters.categoryHeaders.${header}`)}>
            {categories
              .filter((c) => c.header === header)
              .map((c) => (
                <FilterOption key={c.name} state={state} token={`categories:${c.name}`} label={tagLabel(c.name)} />
              ))}
          </FilterGroup>
        ))}
        {loaders.length > 1 ? (
          <FilterGroup title={t("filters.loaders")}>
            {loaders.map((l) => (
              <FilterOption key={l.name} state={state} token={`categories:${l.name}`} label={tagLabel(l.name)} />
            ))}
          </FilterGroup>
        ) : null}
        <GameVersionFilters state={state} />
        <FilterGroup title={t("filters.environment")}>
          <FilterChoice value="" chosen={environment === undefined} label={t("filters.anyEnvironment")} />
          {ENVIRONMENT_CHOICES.map((choice) => (
            <FilterChoice
              key={choice.value}
              value={`environment:${choice.value}`}
              chosen={environment === `environment:${choice.value}`}
              label={t(`filters.environments.${choice.value}`)}
            />
          ))}
        </FilterGroup>
        <FilterGroup title={t("filters.license")}>
          <FilterOption state={state} token="open_source:true" label={t("filters.openSourceOnly")} />
          {licenseChoices(state.filters).map((license) => (
            <FilterOption
              key={license.id}
              state={state}
              token={`license:${license.id}`}
              label={license.id === ALL_RIGHTS_RESERVED ? t("filters.allRightsReserved") : license.id}
              title={license.name}
            />
          ))}
        </FilterGroup>
        <div className="sticky bottom-0 flex gap-2 bg-bg py-2 md:static md:bg-transparent">
          {/* With JavaScript every change applies at once; without it this button sends the form. */}
          <noscript>
            <Button type="submit">{t("filters.apply")}</Button>
          </noscript>
          <Button className="md:hidden" popoverTarget={FILTERS_ID} popoverTargetAction="hide">
            {t("filters.showResults")}
          </Button>
        </div>
      </FilterForm>
    </aside>
  );
}
