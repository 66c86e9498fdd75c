import { localProvider } from "../services/providers/configured";
import { answerWebhook } from "./webhook-route";

/** POST /api/billing/webhooks/local: the local provider's signed events (queued by its jobs and its confirm page). */
export async function POST(request: Request): Promise<Response> {
  return answerWebhook(request, localProvider());
}
