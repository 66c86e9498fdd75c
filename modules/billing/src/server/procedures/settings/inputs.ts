import { z } from "zod";

import { refText } from "@hopper/core/validation";

export const idInput = (label: string) => z.object({ id: refText(label) });
/** A page number of a paginated list: 1 to 10 000 (past the last page is an empty page). */
export const pageNumber = z.coerce.number().int().min(1).max(10_000).default(1);
export const intervalInput = z.enum(["monthly", "quarterly", "yearly"], {
  message: "Choose monthly, quarterly or yearly.",
});
