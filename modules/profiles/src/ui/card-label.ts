import { cache } from "react";

import { projectCardLabel, projectTypeMessages, statusMessages } from "@hopper/catalog/server";
import { getCatalogue } from "@hopper/ui/i18n/server";

/**
 * A project card's line ("Mod · Draft") in the request's language: catalog's cards come in en-US, with their
 * stored `type` and `status`, which the page labels from catalog's catalogues. Made once per request.
 */
export const getCardLabel = cache(async () => {
  const [types, statuses] = await Promise.all([getCatalogue(projectTypeMessages), getCatalogue(statusMessages)]);
  return (card: { type: string; status: string }) => projectCardLabel(card, { types, statuses });
});
