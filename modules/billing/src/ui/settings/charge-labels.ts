import type { SettingsT } from "./settings-t";

const STATUSES = ["open", "processing", "succeeded", "failed", "cancelled", "refunded"] as const;
type Status = (typeof STATUSES)[number];

/** A charge's status in words (an unknown one, from a newer state machine, as it is stored). */
export function statusLabel(t: SettingsT, status: string): string {
  return (STATUSES as readonly string[]).includes(status) ? t(`status.${status as Status}`) : status;
}

/** What a charge paid for: the product, "Refund" or "Plan change" where it is not a period. */
export function chargeDescription(t: SettingsT, charge: { type: string; product: { name: string } | null }): string {
  const productName = charge.product?.name ?? null;
  if (charge.type === "refund") return productName ? `${t("charges.refund")} · ${productName}` : t("charges.refund");
  if (charge.type === "proration")
    return productName ? `${t("charges.proration")} · ${productName}` : t("charges.proration");
  return productName ?? "";
}
