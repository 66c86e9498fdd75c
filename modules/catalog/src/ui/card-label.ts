import { cache } from "react";

import { getCatalogue } from "@hopper/ui/i18n/server";

import { projectCardLabel } from "../server/services/projects/project-cards";
import { statusMessages } from "./messages/statuses";
import { projectTypeMessages } from "./messages/tags";

/**
 * A project card's line ("Mod · Draft") in the request's language (server components). Cards come from a
 * service in en-US; pages relabel them from their stored `type` and `status`. Made once per request.
 */
export const getCardLabel = cache(async () => {
  const [types, statuses] = await Promise.all([getCatalogue(projectTypeMessages), getCatalogue(statusMessages)]);
  return (card: { type: string; status: string }) => projectCardLabel(card, { types, statuses });
});
