/** The error codes of the token and revocation endpoints (RFC 6749 5.2, RFC 7009 2.2.1). */
export type TokenErrorCode =
  | "invalid_request"
  | "invalid_client"
  | "invalid_grant"
  | "unauthorized_client"
  | "unsupported_grant_type"
  | "invalid_scope"
  | "unsupported_token_type";

/**
 * A refusal in the standard form `{ error, error_description }`. Not an AppError: OAuth clients parse these exact
 * codes, which the site's REST error body (`{ error, description }`) does not carry. 401 only for a failed client
 * authentication (RFC 6749 5.2); `basic` asks the endpoint to answer with WWW-Authenticate.
 */
export class OAuthProtocolError extends Error {
  constructor(
    readonly error: TokenErrorCode,
    readonly description: string,
    readonly status: 400 | 401 = 400,
    readonly basic = false,
  ) {
    super(description);
    this.name = "OAuthProtocolError";
  }
}
