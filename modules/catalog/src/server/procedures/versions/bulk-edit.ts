import { z } from "zod";

import { actorOf } from "@hopper/core/auth";
import { scopedProcedure } from "@hopper/core/trpc";

import { BULK_EDIT_MAX_VERSIONS, bulkEditVersions } from "../../services/versions/version-bulk-edit";
import { refText, tagInput } from "../input-limits";

/** A loader or game version list of a bulk edit: at most as many as any version could name. */
const tags = (label: string) => z.array(tagInput(label)).max(1000).optional();

export const bulkEditVersionsInput = z.object({
  projectId: refText("The project"),
  versionIds: z.array(refText("A version")).max(BULK_EDIT_MAX_VERSIONS),
  addLoaders: tags("A loader"),
  removeLoaders: tags("A loader"),
  addGameVersions: tags("A game version"),
  removeGameVersions: tags("A game version"),
  versionType: tagInput("The channel").optional(),
  status: tagInput("The status").optional(),
});

/** Changes several versions of a project at once (UPLOAD_VERSION, as the single edit); one transaction. */
export const bulkEdit = scopedProcedure("VERSION_WRITE")
  .input(bulkEditVersionsInput)
  .mutation(async ({ ctx, input }) => {
    const { projectId, ...edit } = input;
    return bulkEditVersions(ctx.db, actorOf(ctx.viewer), projectId, edit);
  });
