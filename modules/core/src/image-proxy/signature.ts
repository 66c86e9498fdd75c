/**
 * Optional signing of proxied URLs. Without it the proxy fetches any public URL for anyone, which
 * lets strangers use Hopper's bandwidth and address; with a key, only URLs that the Markdown renderer
 * wrote (and therefore signed) are fetched.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

export const SIGNATURE_PARAMETER = "s";

export function signProxyTarget(target: string, key: string): string {
  return createHmac("sha256", key).update(target).digest("base64url");
}

export function isValidProxySignature(target: string, signature: string | null, key: string): boolean {
  if (signature === null) return false;
  const expected = Buffer.from(signProxyTarget(target, key));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
