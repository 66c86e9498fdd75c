import { db } from "@hopper/core/db";

import { authenticateClient } from "../services/tokens/client-auth";
import { exchangeAuthorizationCode } from "../services/tokens/exchange-code";
import { OAuthProtocolError } from "../services/tokens/protocol-error";
import { refreshTokens } from "../services/tokens/refresh";
import { answerProtocol, protocolJson, readProtocolForm } from "./protocol-http";

export { protocolPreflight as OPTIONS } from "./protocol-http";

/**
 * POST /oauth/token (RFC 6749 3.2): exchanges an authorization code, or a refresh token, for an access token and
 * a new refresh token. The client authenticates first (client_secret_basic, client_secret_post or none).
 */
export async function POST(request: Request): Promise<Response> {
  return answerProtocol(async () => {
    const form = await readProtocolForm(request);
    const client = await authenticateClient(db(), {
      authorization: request.headers.get("authorization"),
      clientId: form.get("client_id"),
      clientSecret: form.get("client_secret"),
    });
    const grantType = form.get("grant_type");
    if (grantType === "authorization_code") {
      return protocolJson(
        await exchangeAuthorizationCode(db(), client, {
          code: form.get("code"),
          redirect_uri: form.get("redirect_uri"),
          code_verifier: form.get("code_verifier"),
        }),
      );
    }
    if (grantType === "refresh_token") {
      return protocolJson(
        await refreshTokens(db(), client, { refresh_token: form.get("refresh_token"), scope: form.get("scope") }),
      );
    }
    throw grantType
      ? new OAuthProtocolError("unsupported_grant_type", "grant_type must be authorization_code or refresh_token.")
      : new OAuthProtocolError("invalid_request", "The request has no grant_type.");
  });
}
