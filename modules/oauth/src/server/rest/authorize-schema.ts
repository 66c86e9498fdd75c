import { z } from "zod";

/** The reference's OAuthClientAccessRequest: what the consent screen shows. */
export const accessRequest = z.object({
  flow_id: z.string(),
  client_id: z.string(),
  client_name: z.string(),
  client_icon: z.string().nullable(),
  requested_scopes: z.number().int().describe("The scopes' bit flags"),
});

export const redirectAnswer = z.string().describe("The URL to send the browser to");

export const authorizeAnswer = z.union([accessRequest, redirectAnswer]);
