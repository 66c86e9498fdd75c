import { actorOf } from "@hopper/core/auth";
import { config } from "@hopper/core/config";
import { db } from "@hopper/core/db";
import { clientAddress, readBodyWithin } from "@hopper/core/http";
import { componentLogger } from "@hopper/core/log";
import { requestViewer } from "@hopper/ui/server/request-viewer";
import { z } from "zod";

import { ingestView, VIEW_URL_MAX } from "../services/counting/ingest";
import { ingestRefusal } from "../services/counting/ingest-guard";

/** A body is `{ "url": "…" }`: a few kilobytes at most, far more than the longest address it takes. */
const BODY_LIMIT = 4 * 1024;
const bodySchema = z.object({ url: z.string().min(1).max(VIEW_URL_MAX) });
const log = componentLogger("catalog");

class BodyTooLarge extends Error {}

const refuse = (status: number, error: string, description: string) =>
  Response.json({ error, description }, { status });

/**
 * POST /analytics/view `{ url }`: the reference's page-view ingest (docs/analytics.md, "Counting"). 204 whether or
 * not the view counted (a repeat in the window, a bot), 400 for a bad body, 403 for a request another website's
 * page made, 404 for an address that names no project page the caller may see, 413 past the body limit, 415 for a
 * body not sent as JSON.
 */
export async function POST(request: Request): Promise<Response> {
  const siteOrigins = [config().HOPPER_URL, new URL(request.url).origin];
  const refused = ingestRefusal(request.headers, siteOrigins);
  if (refused) return refuse(refused.status, refused.error, refused.description);
  let parsed: z.infer<typeof bodySchema>;
  try {
    const bytes = await readBodyWithin(request, BODY_LIMIT, () => new BodyTooLarge());
    const result = bodySchema.safeParse(JSON.parse(new TextDecoder().decode(bytes)));
    if (!result.success)
      return refuse(
        400,
        "invalid_input",
        `The body must be {"url": "…"} with a url of at most ${VIEW_URL_MAX} characters.`,
      );
    parsed = result.data;
  } catch (error) {
    if (error instanceof SyntaxError) return refuse(400, "invalid_input", "The body must be JSON.");
    if (error instanceof BodyTooLarge) {
      return refuse(413, "payload_too_large", `The request body must be at most ${BODY_LIMIT} bytes.`);
    }
    throw error;
  }
  try {
    const result = await ingestView(db(), {
      url: parsed.url,
      ip: clientAddress(request.headers) ?? "local",
      actor: actorOf(await requestViewer(request)),
      headers: request.headers,
      siteOrigins,
    });
    if (result === "not-found") return refuse(404, "not_found", "The url names no project page.");
  } catch (error) {
    // Counting never fails the caller's page; the error is ours to read in the log.
    log.error({ err: error }, "could not record a view");
  }
  return new Response(null, { status: 204 });
}
