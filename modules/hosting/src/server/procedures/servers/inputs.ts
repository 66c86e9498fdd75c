import { z } from "zod";

import { refText } from "@hopper/core/validation";

/** A server's public id (8 characters; anything else is a clear 400 before the database is asked). */
export const serverIdInput = z.object({ id: refText("The server id") });
/** A page number of a paginated list: 1 to 10 000 (past the last page is an empty page). */
export const pageNumber = z.coerce.number().int().min(1).max(10_000).default(1);
