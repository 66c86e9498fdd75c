import { hashSecret, safeEqual } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";

import { findClientApp } from "../authorize/client-app";
import { OAuthProtocolError } from "./protocol-error";

/** What the request carried to identify the client: the Authorization header and the body's parameters. */
export interface ClientCredentials {
  authorization: string | null;
  clientId?: string;
  clientSecret?: string;
}

export interface AuthenticatedClient {
  id: string;
  isPublic: boolean;
}

/**
 * Authenticates the client of a token or revocation request (RFC 6749 2.3): client_secret_basic, client_secret_post,
 * or `none` for a public client, which sends its client_id only. A confidential app must prove its secret; a
 * disabled app is refused like an unknown one. Throws invalid_client (401) for every failure.
 */
export async function authenticateClient(db: DbOrTx, credentials: ClientCredentials): Promise<AuthenticatedClient> {
  const basic = credentials.authorization !== null ? parseBasic(credentials.authorization) : null;
  const refuse = (description: string) => new OAuthProtocolError("invalid_client", description, 401, basic !== null);
  if (basic === "malformed") {
    throw new OAuthProtocolError(
      "invalid_client",
      "The Authorization header must be Basic with the form-encoded client_id and client_secret.",
      401,
      true,
    );
  }
  if (basic && credentials.clientSecret !== undefined) {
    // RFC 6749 2.3: one authentication method per request.
    throw new OAuthProtocolError(
      "invalid_request",
      "Send the client secret either in the Authorization header or in the body, not both.",
    );
  }
  if (basic && credentials.clientId !== undefined && credentials.clientId !== basic.id) {
    throw refuse("The client_id in the body differs from the one in the Authorization header.");
  }
  const clientId = basic ? basic.id : credentials.clientId;
  const secret = basic ? basic.secret : credentials.clientSecret;
  if (!clientId) throw refuse("The request does not name its client: send client_id.");
  const app = await findClientApp(db, clientId);
  if (!app) throw refuse("No application has this client_id.");
  if (app.disabledAt) throw refuse("This application has been disabled.");
  if (app.isPublic) {
    if (secret) throw refuse("This is a public client: it has no secret, so send none.");
    return { id: app.id, isPublic: true };
  }
  if (!secret) throw refuse("This confidential client must authenticate with its client secret.");
  if (!app.secretHash || !safeEqual(hashSecret(secret), app.secretHash)) {
    throw refuse("The client secret is wrong.");
  }
  return { id: app.id, isPublic: false };
}

/**
 * The client id and secret of a Basic Authorization header; each is form-encoded before base64 (RFC 6749 2.3.1),
 * so `+` is a space and `%XX` a byte. Null when the header is not Basic at all (a Bearer header is not client
 * authentication), "malformed" when it is Basic but unreadable.
 */
export function parseBasic(header: string): { id: string; secret: string } | "malformed" | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header);
  if (!match) return /^Basic\b/i.test(header) ? "malformed" : null;
  const decoded = Buffer.from(match[1]!, "base64").toString("utf8");
  const colon = decoded.indexOf(":");
  if (colon < 0) return "malformed";
  try {
    return { id: formDecode(decoded.slice(0, colon)), secret: formDecode(decoded.slice(colon + 1)) };
  } catch {
    return "malformed";
  }
}

const formDecode = (value: string) => decodeURIComponent(value.replace(/\+/g, " "));
