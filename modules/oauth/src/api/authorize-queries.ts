import { z } from "zod";

// The authorization request as the reference's website forwards it to `GET /_internal/oauth/authorize`, and the
// consent answer's body. Only zod here, so the manifest stays light. The bounds only keep input finite; the
// service checks each value precisely and answers in OAuth terms (a long state goes back as invalid_request).

const PARAM_MAX = 4096;
const param = (description: string) => z.string().max(PARAM_MAX).optional().describe(description);

export const authorizeQuery = z.object({
  client_id: param("The app's client id"),
  redirect_uri: param("One of the app's registered redirect URIs (a loopback one on any port)"),
  scope: param("Scope flag names joined by spaces (USER_READ PROJECT_READ)"),
  state: param("Returned untouched with the answer, at most 1,024 characters"),
  response_type: param("code (the default)"),
  code_challenge: param("PKCE: BASE64URL(SHA-256(code_verifier)), required for public clients"),
  code_challenge_method: param("S256 (plain is refused)"),
});

/** `POST /_internal/oauth/accept|reject`: the reference's AcceptRejectRequest. */
export const consentAnswerBody = z.object({
  flow: z.string().min(1).max(64).describe("The flow_id from GET /_internal/oauth/authorize"),
});
