import { z } from "zod";

import { refText } from "@hopper/core/validation";
import { SEARCH_TEXT_MAX } from "@hopper/search/server";

import { serverIdInput } from "../servers/inputs";

/** A catalogue project on a server (install, remove, update). */
export const projectInput = serverIdInput.extend({ projectId: refText("The project") });

export const searchInput = serverIdInput.extend({
  query: z.string().max(SEARCH_TEXT_MAX, `The search must be at most ${SEARCH_TEXT_MAX} characters.`).default(""),
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
});
