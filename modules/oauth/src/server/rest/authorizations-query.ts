import { z } from "zod";

/** DELETE /_internal/oauth/authorizations's query: the app (its client id) whose authorization the user revokes. */
export const revokeAuthorizationQuery = z.object({
  client_id: z
    .string({ error: "client_id is required." })
    .min(1, "client_id is required.")
    .max(64, "client_id must be at most 64 characters."),
});
