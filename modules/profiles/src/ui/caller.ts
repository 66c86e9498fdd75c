import "server-only";

import { cache } from "react";

import { moduleCaller } from "@hopper/ui/server/module-caller";

import { profilesRouter } from "../server/router";

/** The profile page's data, read once per request (metadata and page share it). */
export const profilePageData = cache(async (id: string, page: number) =>
  (await moduleCaller(profilesRouter)).page({ id, page }),
);
