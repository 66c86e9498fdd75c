import { router } from "@hopper/core/trpc";

/** `changelog.entries.*` (filled in by the writing part; one procedure per file beside this one). */
export const entriesRouter = router({});
