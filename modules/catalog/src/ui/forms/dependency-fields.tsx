import { DEPENDENCY_TYPES } from "../../server/services/versions/version-fields";

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
export function DependencyFields({ dependencies }: { dependencies: ShownDependency[] }) {
  return (
    <fieldset className="flex flex-col gap-2 text-sm" data-testid="dependency-fields">
      <legend className="font-semibold">Dependencies</legend>
      <input type="hidden" name="dependencyFields" value="1" />
      {dependencies.length === 0 ? <p className="text-secondary">No dependencies.</p> : null}
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
              <span>
                {label} — {dependency.dependencyType}
              </span>
              <label className="text-xs">
                <input type="checkbox" name="removeDependency" value={String(index)} /> Remove {label}
              </label>
            </li>
          );
        })}
      </ul>
      <div className="flex flex-wrap items-end gap-2">
        <label className="flex flex-col gap-1">
          Kind
          <select name="newDependencyType" defaultValue="required" className={field}>
            {DEPENDENCY_TYPES.map((type) => (
              <option key={type}>{type}</option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1">
          Depends on
          <select name="newDependencyTarget" defaultValue="project" className={field}>
            <option value="project">a project (URL slug or id)</option>
            <option value="version">a version (id)</option>
            <option value="file">a file not on Hopper</option>
          </select>
        </label>
        <label className="flex flex-col gap-1">
          Add a dependency
          <input name="newDependencyValue" placeholder="fabric-api, a version id, or lib-1.0.jar" className={field} />
        </label>
      </div>
    </fieldset>
  );
}
