import "server-only";

import { cache } from "react";

import { lookupOrNull } from "@hopper/ui/server/lookup-or-null";
import { moduleCaller } from "@hopper/ui/server/module-caller";

import { profilesRouter } from "../server/router";

/** The profile page's data, read once per request (metadata and page share it). */
export const profilePageData = cache(async (id: string, page: number, projectType?: string) =>
  lookupOrNull(async () => (await moduleCaller(profilesRouter)).page({ id, page, projectType })),
);
