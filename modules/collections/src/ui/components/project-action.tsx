import { Button } from "@hopper/ui/components/button";
import { getT } from "@hopper/ui/i18n/server";

import { removeProjectAction, unfollowAction } from "../actions/collections";
import { messages } from "../messages";

/**
 * Under a project card: "Remove" (a collection's owner and staff) or, on the followed-projects collection,
 * "Unfollow". A plain form posting to a server action, back to the same page and type tab (`back`).
 */
export async function ProjectAction({
  collectionId,
  project,
  followed,
  back,
}: {
  collectionId: string;
  project: { id: string; name: string };
  followed: boolean;
  back: string;
}) {
  const t = await getT(messages);
  return (
    <form action={followed ? unfollowAction : removeProjectAction} className="flex justify-end">
      <input type="hidden" name="collectionId" value={collectionId} />
      <input type="hidden" name="projectId" value={project.id} />
      <input type="hidden" name="back" value={back} />
      <Button
        type="submit"
        variant="ghost"
        size="sm"
        aria-label={
          followed
            ? t("followed.unfollowLabel", { project: project.name })
            : t("removeLabel", { project: project.name })
        }
      >
        {followed ? t("followed.unfollow") : t("remove")}
      </Button>
    </form>
  );
}
