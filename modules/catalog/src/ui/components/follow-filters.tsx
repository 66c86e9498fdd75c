import { buttonClassName } from "@hopper/ui/components/button";
import { inputClassName } from "@hopper/ui/components/field";
import { FormNotice } from "@hopper/ui/components/form-notice";
import { getT } from "@hopper/ui/i18n/server";
import type { FormRefusal } from "@hopper/ui/server/refusal-seal";

import { GAME_VERSIONS } from "../../tags/game-versions";
import { loaderSupports } from "../../tags/loaders";
import { saveFollowFiltersAction } from "../actions/follow-filters";
import type { FollowFiltersNotice } from "../follow-filters-notice";
import { followFiltersMessages } from "../messages/follow-filters";
import { getTagLabel } from "../status-label";

const RELEASE_ORDER = new Map(GAME_VERSIONS.map((tag, index) => [tag.version, index]));
const newestFirst = (versions: Iterable<string>) =>
  [...new Set(versions)].sort(
    (a, b) => (RELEASE_ORDER.get(a) ?? RELEASE_ORDER.size) - (RELEASE_ORDER.get(b) ?? RELEASE_ORDER.size),
  );

/**
 * "Notify me about…" beside the Follow button: the signed-in follower's own filters (only these loaders / game
 * versions notify, docs/community.md "Follow filters"). A `<details>` with a form posting to a server action, so
 * it works before and without JavaScript. It offers the project's loaders and game versions, plus any the follow
 * already names (set over the API), so saving never drops one silently. Nothing is rendered for someone who
 * does not follow, except a refusal the form came back with (say, the follow was removed in another tab).
 */
export async function FollowFilters({
  project,
  follow,
  notice,
  refused,
}: {
  project: { id: string; projectType: string; loaders: string[]; gameVersions: string[] };
  /** The viewer's follow, null when they do not follow the project. */
  follow: { loaders: string[]; gameVersions: string[] } | null;
  notice: FollowFiltersNotice | null;
  refused: FormRefusal;
}) {
  const [t, tagLabel] = await Promise.all([getT(followFiltersMessages), getTagLabel()]);
  const refusal = refused.message ? (
    <FormNotice tone="error" testId="follow-filters-error">
      {refused.message}
    </FormNotice>
  ) : null;
  if (!follow) return refusal;
  const loaders = [
    ...new Set([...project.loaders.filter((loader) => loaderSupports(loader, project.projectType)), ...follow.loaders]),
  ];
  const gameVersions = newestFirst([...project.gameVersions, ...follow.gameVersions]);
  const narrowed = [...follow.loaders.map(tagLabel), ...newestFirst(follow.gameVersions)];
  // A new key when the saved filters change, so the form's unticked defaults are read again after a save.
  const saved = JSON.stringify([follow.loaders, follow.gameVersions]);
  return (
    <details
      id="follow-filters"
      className="min-w-0 max-w-full"
      open={Boolean(notice || refused.message)}
      data-testid="follow-filters"
    >
      <summary
        className={buttonClassName({ variant: "secondary", size: "sm", className: "cursor-pointer flex-wrap gap-x-2" })}
      >
        <span className="font-semibold">{t("summary")}</span>
        <span className="text-secondary" data-testid="follow-filters-current">
          {narrowed.length ? t("only", { filters: narrowed.join(", ") }) : t("everything")}
        </span>
      </summary>
      <form
        key={saved}
        action={saveFollowFiltersAction}
        aria-label={t("summary")}
        className="mt-2 flex max-w-full flex-col gap-3 rounded-lg border border-divider p-3"
      >
        <input type="hidden" name="projectId" value={project.id} />
        <p className="text-sm text-secondary">{t("help")}</p>
        {loaders.length ? (
          <fieldset className="flex min-w-0 flex-col gap-1">
            <legend className="text-sm font-semibold">{t("loaders")}</legend>
            <div className="flex flex-wrap gap-x-4">
              {loaders.map((loader) => (
                <label key={loader} className="flex min-h-8 items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    name="loaders"
                    value={loader}
                    defaultChecked={follow.loaders.includes(loader)}
                  />
                  {tagLabel(loader)}
                </label>
              ))}
            </div>
          </fieldset>
        ) : null}
        {gameVersions.length ? (
          <div className="flex min-w-0 flex-col gap-1">
            <label htmlFor="follow-filters-game-versions" className="text-sm font-semibold">
              {t("gameVersions")}
            </label>
            <select
              id="follow-filters-game-versions"
              name="gameVersions"
              multiple
              size={Math.min(6, gameVersions.length)}
              defaultValue={follow.gameVersions}
              aria-describedby="follow-filters-game-versions-hint"
              // Listbox rows tall enough to tap (24 px or more).
              className={`${inputClassName} max-w-full text-sm [&>option]:py-1`}
            >
              {gameVersions.map((version) => (
                <option key={version} value={version}>
                  {version}
                </option>
              ))}
            </select>
            <p id="follow-filters-game-versions-hint" className="text-xs text-secondary">
              {t("gameVersionsHint")}
            </p>
          </div>
        ) : null}
        {loaders.length || gameVersions.length ? null : <p className="text-sm">{t("nothingToChoose")}</p>}
        {notice ? (
          <FormNotice tone="success" testId="follow-filters-notice">
            {t(`notices.${notice}`)}
          </FormNotice>
        ) : null}
        {refusal}
        <div className="flex flex-wrap gap-2">
          <button type="submit" className={buttonClassName({ size: "sm" })}>
            {t("save")}
          </button>
          <button
            type="submit"
            name="intent"
            value="clear"
            className={buttonClassName({ variant: "secondary", size: "sm" })}
          >
            {t("all")}
          </button>
        </div>
      </form>
    </details>
  );
}
