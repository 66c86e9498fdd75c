const SETTINGS = "/settings/billing";

/**
 * Where a payment goes next: a confirmation step the provider asks for — the local provider's 3-D Secure page
 * (`actionUrl`, a path of this site), or Stripe's, which Stripe.js shows on this page (`?pay=<charge id>`; the
 * client secret is fetched there for the owner, never carried in the address) — else back with the notice.
 */
export function settingsPaymentNext(result: unknown): string | null {
  if (typeof result !== "object" || result === null || !("status" in result) || result.status !== "requires_action") {
    return null;
  }
  const url = "actionUrl" in result ? result.actionUrl : undefined;
  if (typeof url === "string" && url.startsWith("/") && !url.startsWith("//")) return url;
  const chargeId = "chargeId" in result ? result.chargeId : undefined;
  return typeof chargeId === "string" ? `${SETTINGS}?${new URLSearchParams({ pay: chargeId })}` : null;
}
