import { config } from "@hopper/core/config";

/**
 * The authorization server's issuer identifier (RFC 8414 2, RFC 9207): the site's public origin. HOPPER_URL when
 * set, because behind a proxy the request's own origin may be an internal address; else the request's origin (one
 * machine, tests). No trailing slash: the endpoints are `${issuer}/oauth/token` and the like.
 */
export function oauthIssuer(requestOrigin: string): string {
  const configured = config().HOPPER_URL;
  return new URL(configured ?? requestOrigin).origin;
}
