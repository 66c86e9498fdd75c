import { z } from "zod";

import type { AppView } from "../services/apps/app-reads";

// The reference's OAuthClient (@modrinth/api-client, Labrinth.OAuth.Internal): what GET /_internal/oauth/app/{id}
// answers. `max_scopes` is the bit flags as a number (every flag is below 2^53).

export const oauthClientSchema = z.object({
  id: z.string(),
  name: z.string(),
  icon_url: z.string().nullable(),
  raw_icon_url: z.string().nullable(),
  max_scopes: z.number(),
  redirect_uris: z.array(z.object({ id: z.string(), client_id: z.string(), uri: z.string() })),
  created_by: z.string(),
  created: z.string(),
  url: z.string().nullable(),
  description: z.string().nullable(),
});

export const oauthClientCreationSchema = oauthClientSchema.extend({
  client_secret: z.string().nullable().describe("Shown once; null for a public client"),
});

export type OAuthClientBody = z.infer<typeof oauthClientSchema>;

/** An app in the reference's shape; the icon's address is absolute, on this site's origin. */
export function oauthClientBody(app: AppView, origin: string): OAuthClientBody {
  const icon = app.iconUrl ? new URL(app.iconUrl, origin).toString() : null;
  return {
    id: app.id,
    name: app.name,
    icon_url: icon,
    // The reference keeps the uploaded original too; Hopper keeps the re-encoded icon only, at one address.
    raw_icon_url: icon,
    max_scopes: Number(app.maxScopes),
    redirect_uris: app.redirectUris.map((row) => ({ id: row.id, client_id: app.id, uri: row.uri })),
    created_by: app.ownerId,
    created: app.createdAt.toISOString(),
    url: app.url,
    description: app.description,
  };
}
