import type { SlotProps } from "@hopper/core/module";
import { buttonClassName } from "@hopper/ui/components/button";
import { getT } from "@hopper/ui/i18n/server";

import { AddToCollection } from "../add-to-collection";
import { messages } from "../messages";

/**
 * The project page's "Add to collection" (slot `project.header-actions`). Visitors get a link to sign in, as
 * the catalogue's Follow does for them.
 */
export default async function AddToCollectionAction({ project, viewer }: SlotProps["project.header-actions"]) {
  if (!viewer) {
    const t = await getT(messages);
    return (
      <a
        className={buttonClassName({ variant: "secondary", size: "sm", className: "font-semibold" })}
        href={`/auth/sign-in?redirect=${encodeURIComponent(project.href)}`}
      >
        {t("addToCollection")}
      </a>
    );
  }
  return <AddToCollection projectId={project.id} projectName={project.name} />;
}
