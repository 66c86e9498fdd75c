import { cache } from "react";

import { getT } from "@hopper/ui/i18n/server";

import { messages } from "./messages";

/**
 * The search catalogue's translator for this request, made once: a listing renders a hundred filter options and
 * up to a hundred result cards, each asking for it.
 */
export const getSearchT = cache(() => getT(messages));

export type SearchT = Awaited<ReturnType<typeof getSearchT>>;
