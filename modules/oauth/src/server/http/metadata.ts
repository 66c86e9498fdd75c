import { GRANTABLE_SCOPES } from "../services/scope-string";
import { oauthIssuer } from "../services/authorize/issuer";

/** What a client library reads to configure itself (RFC 8414 2); every endpoint hangs off the issuer. */
export function authorizationServerMetadata(issuer: string) {
  const clientAuth = ["client_secret_basic", "client_secret_post", "none"];
  return {
    issuer,
    authorization_endpoint: `${issuer}/auth/authorize`,
    token_endpoint: `${issuer}/oauth/token`,
    revocation_endpoint: `${issuer}/oauth/revoke`,
    response_types_supported: ["code"],
    response_modes_supported: ["query"],
    grant_types_supported: ["authorization_code", "refresh_token"],
    code_challenge_methods_supported: ["S256"],
    token_endpoint_auth_methods_supported: clientAuth,
    revocation_endpoint_auth_methods_supported: clientAuth,
    scopes_supported: [...GRANTABLE_SCOPES],
    authorization_response_iss_parameter_supported: true,
    // The API reference: the site serves no other developer documentation page.
    service_documentation: `${issuer}/docs/api`,
  };
}

/**
 * GET /.well-known/oauth-authorization-server (RFC 8414 3). Public and cacheable for a while: it changes only with
 * a new release or a new HOPPER_URL. Any origin may read it, so browser apps can discover the endpoints.
 */
export async function GET(request: Request): Promise<Response> {
  return Response.json(authorizationServerMetadata(oauthIssuer(new URL(request.url).origin)), {
    headers: { "access-control-allow-origin": "*", "cache-control": "public, max-age=3600" },
  });
}
