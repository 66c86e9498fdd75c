import { getT } from "@hopper/ui/i18n/server";

import { DEPENDENCY_FILE_NAME_MAX, DEPENDENCY_TYPES } from "../../server/services/versions/version-fields";
import { versionFormMessages } from "../messages/version-form";

const field = "rounded-lg border border-divider bg-input px-3 py-2";

interface ShownDependency {
  id: string;
  dependencyType: string;
  projectId: string | null;
  dependencyVersionId: string | null;
  fileName: string | null;
  project: { name: string; slug: string } | null;
  dependencyVersion: { versionNumber: string } | null;
}

/**
 * The dependencies part of the version edit form (no script needed): each current dependency with a Remove box,
 * and one row to add another by project (slug or id), version id or file name. The action rebuilds the list from
 * these fields (dependenciesFromForm).
 */
export async function DependencyFields({ dependencies }: { dependencies: ShownDependency[] }) {
  const t = await getT(versionFormMessages);
  // A stored kind this form does not know (an old row) is shown as stored.
  const kind = (type: string) =>
    (DEPENDENCY_TYPES as readonly string[]).includes(type)
      ? t(`dependencies.kinds.${type as (typeof DEPENDENCY_TYPES)[number]}`)
      : type;
  return (
    <fieldset className="flex flex-col gap-2 text-sm" data-testid="dependency-fields">
      <legend className="font-semibold">{t("dependencies.legend")}</legend>
      <input type="hidden" name="dependencyFields" value="1" />
      {dependencies.length === 0 ? <p className="text-secondary">{t("dependencies.none")}</p> : null}
      <ul className="flex flex-col gap-1">
        {dependencies.map((dependency, index) => {
          const label = dependency.project
            ? `${dependency.project.name}${dependency.dependencyVersion ? ` ${dependency.dependencyVersion.versionNumber}` : ""}`
            : (dependency.fileName ?? dependency.dependencyVersionId ?? "?");
          return (
            <li key={dependency.id} className="flex items-center gap-2" data-testid="dependency">
              <input
                type="hidden"
                name="dependency"
                value={JSON.stringify({
                  dependencyType: dependency.dependencyType,
                  projectId: dependency.projectId,
                  versionId: dependency.dependencyVersionId,
                  fileName: dependency.fileName,
                })}
              />
              <span>{t("dependencies.shown", { label, kind: kind(dependency.dependencyType) })}</span>
              <label className="text-xs">
                <input type="checkbox" name="removeDependency" value={String(index)} />{" "}
                {t("dependencies.remove", { label })}
              </label>
            </li>
          );
        })}
      </ul>
      <div className="flex flex-wrap items-end gap-2">
        <label className="flex flex-col gap-1">
          {t("dependencies.kind")}
          <select name="newDependencyType" defaultValue="required" className={field}>
            {DEPENDENCY_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`dependencies.kinds.${type}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1">
          {t("dependencies.target")}
          <select name="newDependencyTarget" defaultValue="project" className={field}>
            <option value="project">{t("dependencies.targets.project")}</option>
            <option value="version">{t("dependencies.targets.version")}</option>
            <option value="file">{t("dependencies.targets.file")}</option>
          </select>
        </label>
        <label className="flex flex-col gap-1">
          {t("dependencies.add")}
          <input
            name="newDependencyValue"
            maxLength={DEPENDENCY_FILE_NAME_MAX}
            placeholder={t("dependencies.placeholder")}
            className={field}
          />
        </label>
      </div>
    </fieldset>
  );
}
