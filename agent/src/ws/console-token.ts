import { errors, jwtVerify } from "jose";
import { consoleTokenClaimsSchema, type ConsoleTokenClaims } from "../protocol.js";

export interface TokenCheck {
  secret: Uint8Array;
  serverId: string;
  /** Unix seconds the agent started; earlier tokens are refused (a restart revokes every token). */
  agentStartedAt: number;
  clockSkewSeconds: number;
}

export class TokenRejected extends Error {}

/** Verifies a console token signed by the web app (HS256 with the node token). */
export async function verifyConsoleToken(token: string, check: TokenCheck): Promise<ConsoleTokenClaims> {
  let payload: unknown;
  try {
    ({ payload } = await jwtVerify(token, check.secret, {
      algorithms: ["HS256"],
      clockTolerance: check.clockSkewSeconds,
      requiredClaims: ["exp", "iat"],
    }));
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw new TokenRejected("Token has expired");
    if (error instanceof errors.JOSEError) throw new TokenRejected(`Invalid token (${error.code})`);
    throw error;
  }
  const parsed = consoleTokenClaimsSchema.safeParse(payload);
  if (!parsed.success) {
    const purpose = (payload as { purpose?: unknown }).purpose;
    throw new TokenRejected(
      purpose !== "console" ? "Token was issued for another purpose" : "Token claims are invalid",
    );
  }
  const claims = parsed.data;
  const now = Date.now() / 1000;
  if (claims.server_id !== check.serverId) throw new TokenRejected("Token is for another server");
  if (claims.iat + check.clockSkewSeconds < check.agentStartedAt) {
    throw new TokenRejected("Token was issued before the agent started; fetch a new one");
  }
  if (claims.iat > now + check.clockSkewSeconds)
    throw new TokenRejected("Token is issued in the future; check the clocks");
  if (!hasPermission(claims.permissions, "websocket.connect"))
    throw new TokenRejected("Token does not allow connecting");
  return claims;
}

export function hasPermission(granted: string[], wanted: string): boolean {
  return granted.includes("*") || granted.includes(wanted);
}
