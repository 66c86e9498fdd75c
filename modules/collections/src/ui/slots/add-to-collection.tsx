import type { SlotProps } from "@hopper/core/module";
import { buttonClassName } from "@hopper/ui/components/button";

import { AddToCollection } from "../add-to-collection";

/**
 * The project page's "Add to collection" (slot `project.header-actions`). Visitors get a link to sign in, as
 * the catalogue's Follow does for them.
 */
export default function AddToCollectionAction({ project, viewer }: SlotProps["project.header-actions"]) {
  if (!viewer) {
    return (
      <a
        className={buttonClassName({ variant: "secondary", size: "sm", className: "font-semibold" })}
        href={`/auth/sign-in?redirect=${encodeURIComponent(project.href)}`}
      >
        Add to collection
      </a>
    );
  }
  return <AddToCollection projectId={project.id} projectName={project.name} />;
}
