import { cache } from "react";

import { labelFrom, tagMessages } from "@hopper/catalog/server";
import { getCatalogue } from "@hopper/ui/i18n/server";

/**
 * A category's or loader's name in this request's language, from catalog's tag catalogue; a tag it does not
 * list (`16x`, one added later) shows as stored. Made once per request: a listing labels a hundred filters.
 */
export const getTagLabel = cache(async () => labelFrom(await getCatalogue(tagMessages)));
