import type { SlotProject } from "@hopper/core/module";

/** The project as project slots see it (`project.header-actions`, `project.aside`, the tabs). */
export function slotProjectOf(
  project: { id: string; slug: string; projectType: string; name: string },
  base: string,
  canManage: boolean,
): SlotProject {
  return { id: project.id, slug: project.slug, type: project.projectType, name: project.name, href: base, canManage };
}
