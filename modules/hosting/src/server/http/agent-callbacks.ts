import { readBodyWithin } from "@hopper/core/http/body-limit";
import { db } from "@hopper/core/db";
import { restErrorResponse } from "@hopper/core/errors";

import {
  CALLBACK_BODY_MAX,
  OutdatedNodeToken,
  applyCallback,
  authenticateNode,
  parseEnvelope,
} from "../services/callbacks/apply-callback";
import { problem, refusal } from "../services/nodes/node-refusals";

/** How long an agent with an outdated token is asked to wait before it retries. */
const OUTDATED_TOKEN_RETRY_SECONDS = 60;

/** The body as text, refused past CALLBACK_BODY_MAX without reading the rest into memory. */
async function readBody(request: Request): Promise<string> {
  const tooLarge = () =>
    refusal("payload_too_large", problem("errors.callbackTooLarge", { max: String(CALLBACK_BODY_MAX) }));
  return Buffer.from(await readBodyWithin(request, CALLBACK_BODY_MAX, tooLarge)).toString("utf8");
}

/**
 * POST /api/agent/callbacks (docs/agent.md "Callbacks"): 200 `{ received, duplicate }` once applied (or already
 * applied); 401 for a missing token or an unknown node, 400 for a malformed envelope, 413 past the size limit — the
 * agent parks a callback answered with such a 4xx instead of retrying it. A known node's outdated token (a rotation
 * its agent has not taken yet) is a 503 with Retry-After, which makes the agent keep it and retry.
 */
export async function POST(request: Request): Promise<Response> {
  try {
    const authorization = request.headers.get("authorization");
    if (!authorization) throw refusal("unauthorized", problem("errors.callbackToken"));
    const envelope = parseEnvelope(await readBody(request));
    const node = await authenticateNode(db(), envelope.nodeId, authorization);
    const receipt = await applyCallback(db(), node.id, envelope, new Date());
    return Response.json({ received: true, duplicate: receipt.duplicate });
  } catch (error) {
    if (error instanceof OutdatedNodeToken) {
      return Response.json(
        { error: "node_token_outdated", description: error.message },
        { status: 503, headers: { "Retry-After": String(OUTDATED_TOKEN_RETRY_SECONDS) } },
      );
    }
    return restErrorResponse(error);
  }
}
