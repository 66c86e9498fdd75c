import type { ProjectType } from "@hopper/catalog/server";
import type { translatorFor } from "@hopper/ui/i18n/catalogue";

import type { messages } from "./messages";

/**
 * A listing's title and its own description for search engines and link previews (Lighthouse SEO, issue 14),
 * in the request's language. Takes the translator so a unit test can read the en-US text without a request.
 */
export function listingMetadata(t: ReturnType<typeof translatorFor<typeof messages.messages>>, type: ProjectType) {
  return { title: t("metadata.title", { type }), description: t("metadata.description", { type }) };
}
