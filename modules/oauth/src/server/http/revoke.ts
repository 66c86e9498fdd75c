import { db } from "@hopper/core/db";

import { authenticateClient } from "../services/tokens/client-auth";
import { OAuthProtocolError } from "../services/tokens/protocol-error";
import { revokeToken } from "../services/tokens/revoke-token";
import { answerProtocol, PROTOCOL_HEADERS, readProtocolForm } from "./protocol-http";

export { protocolPreflight as OPTIONS } from "./protocol-http";

/**
 * POST /oauth/revoke (RFC 7009): the client says it no longer needs a token. 200 with an empty body after a good
 * client authentication whatever the token was (2.2), so the answer reveals nothing about other tokens.
 */
export async function POST(request: Request): Promise<Response> {
  return answerProtocol(async () => {
    const form = await readProtocolForm(request);
    const client = await authenticateClient(db(), {
      authorization: request.headers.get("authorization"),
      clientId: form.get("client_id"),
      clientSecret: form.get("client_secret"),
    });
    const token = form.get("token");
    if (!token) throw new OAuthProtocolError("invalid_request", "The request has no token.");
    await revokeToken(db(), client, token);
    return new Response(null, { status: 200, headers: PROTOCOL_HEADERS });
  });
}
