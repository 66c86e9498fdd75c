import { z } from "zod";

import { fileNameInput, refText, tagInput } from "../../server/procedures/input-limits";
import { problem, refusal } from "../../server/services/refusals";
import type { DependencyInput } from "../../server/services/versions/version-fields";

/** One dependency the edit form already shows, carried in a hidden field. */
const keptDependency = z.object({
  dependencyType: tagInput("The dependency type"),
  projectId: refText("The project").nullable(),
  versionId: refText("The version").nullable(),
  fileName: fileNameInput().nullable(),
});

const parseJson = (value: string): unknown => {
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
};

export const DEPENDENCY_TARGETS = ["project", "version", "file"] as const;

/**
 * The dependency list the version edit form asks for: the ones it showed (less those ticked for removal) plus
 * the one typed into the add row, if any. updateVersion checks them as the API's edits are checked.
 */
export function dependenciesFromForm(form: FormData): DependencyInput[] {
  const removed = new Set(form.getAll("removeDependency").map(String));
  const kept = form
    .getAll("dependency")
    .map(String)
    .flatMap((value, index) => {
      if (removed.has(String(index))) return [];
      const parsed = keptDependency.safeParse(parseJson(value));
      if (!parsed.success) throw refusal("invalid_input", problem("dependencies.damaged"));
      return [parsed.data];
    });
  const value = String(form.get("newDependencyValue") ?? "").trim();
  if (!value) return kept;
  const target = String(form.get("newDependencyTarget") ?? "project");
  if (!(DEPENDENCY_TARGETS as readonly string[]).includes(target)) {
    throw refusal("invalid_input", problem("dependencies.targetKind"));
  }
  const dependencyType = String(form.get("newDependencyType") ?? "");
  return [
    ...kept,
    {
      dependencyType,
      projectId: target === "project" ? value : null,
      versionId: target === "version" ? value : null,
      fileName: target === "file" ? value : null,
    },
  ];
}
