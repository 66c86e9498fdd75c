import { createHash, timingSafeEqual } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { AgentError } from "../errors.js";

/**
 * Checks `Authorization: Bearer <node token>` in constant time. Both sides are hashed first so the
 * comparison takes the same time whatever the length of the presented token.
 */
export function nodeTokenAuthorizer(nodeToken: string): (req: IncomingMessage) => AgentError | null {
  const expected = createHash("sha256").update(nodeToken).digest();
  return (req) => {
    const header = req.headers.authorization;
    if (!header?.startsWith("Bearer ")) return new AgentError(401, "unauthorized", "Missing bearer token");
    const presented = createHash("sha256").update(header.slice("Bearer ".length)).digest();
    return timingSafeEqual(presented, expected) ? null : new AgentError(403, "forbidden", "Invalid node token");
  };
}
