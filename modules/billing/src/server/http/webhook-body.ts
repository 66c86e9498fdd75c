import { readBodyWithin } from "@hopper/core/http/body-limit";
import { problem, refusal } from "../services/payment-methods/refusals";

/** Provider events are a few KiB; anything past this is not one (and is not read into memory). */
export const WEBHOOK_BODY_MAX = 256 * 1024;

/** The raw body, as signed (a signature covers the exact bytes), refused past WEBHOOK_BODY_MAX. */
export async function readWebhookBody(request: Request): Promise<string> {
  const tooLarge = () => refusal("payload_too_large", problem("webhookTooLarge", { max: String(WEBHOOK_BODY_MAX) }));
  return Buffer.from(await readBodyWithin(request, WEBHOOK_BODY_MAX, tooLarge)).toString("utf8");
}
