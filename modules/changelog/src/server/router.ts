import { router } from "@hopper/core/trpc";

import { entriesRouter } from "./procedures/entries-router";

/** The changelog module's API for its pages (`changelog.*` under /api/trpc); the app reads the JSON endpoint. */
export const changelogRouter = router({
  // Writing, editing and deleting entries (admins), and the editor's preview.
  entries: entriesRouter,
});

export default changelogRouter;
