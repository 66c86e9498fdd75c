import { createHmac } from "node:crypto";

import { authSecret } from "@hopper/core/config";
import { safeEqual } from "@hopper/core/auth";

// The local provider signs its events like Stripe does (docs/billing.md "Webhooks"): `Hopper-Signature:
// t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, the key derived from AUTH_SECRET so nothing else to set.

export const LOCAL_SIGNATURE_HEADER = "hopper-signature";
/** Seconds a signature stays good: a captured request cannot be replayed later (Stripe's default too). */
export const LOCAL_SIGNATURE_TOLERANCE = 300;

const signingKey = () => createHmac("sha256", authSecret()).update("billing-local-webhook").digest();

const mac = (timestamp: number, body: string) =>
  createHmac("sha256", signingKey()).update(`${timestamp}.${body}`).digest("hex");

/** The header value for `body` signed at `now`. */
export function signLocalEvent(body: string, now: Date): string {
  const timestamp = Math.floor(now.getTime() / 1000);
  return `t=${timestamp},v1=${mac(timestamp, body)}`;
}

/** Whether `header` signs `body` and was made within the tolerance of `now`. */
export function verifyLocalSignature(body: string, header: string | null, now: Date): boolean {
  if (!header || header.length > 512) return false;
  const parts = new Map(
    header.split(",").map((part) => {
      const at = part.indexOf("=");
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const timestamp = Number(parts.get("t"));
  const signature = parts.get("v1");
  if (!Number.isSafeInteger(timestamp) || !signature) return false;
  if (Math.abs(now.getTime() / 1000 - timestamp) > LOCAL_SIGNATURE_TOLERANCE) return false;
  return safeEqual(signature, mac(timestamp, body));
}

/** A stable id derived from `parts`: the same payment attempt or event gets the same id (idempotency). */
export function derivedId(prefix: string, ...parts: string[]): string {
  return `${prefix}_${createHmac("sha256", "billing-local-ids").update(parts.join("\u0000")).digest("hex").slice(0, 24)}`;
}
