import { z } from "zod";

import { refText } from "@hopper/core/validation";

/** The project a review call is about (its id or slug). */
export const reviewProjectInput = z.object({ projectId: refText("The project") });
