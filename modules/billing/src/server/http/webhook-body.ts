import { problem, refusal } from "../services/payment-methods/refusals";

/** Provider events are a few KiB; anything past this is not one (and is not read into memory). */
export const WEBHOOK_BODY_MAX = 256 * 1024;

/** The raw body, as signed (a signature covers the exact bytes), refused past WEBHOOK_BODY_MAX. */
export async function readWebhookBody(request: Request): Promise<string> {
  const tooLarge = () => refusal("payload_too_large", problem("webhookTooLarge", { max: String(WEBHOOK_BODY_MAX) }));
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > WEBHOOK_BODY_MAX) throw tooLarge();
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > WEBHOOK_BODY_MAX) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString("utf8");
}
