import { db } from "@hopper/core/db";
import type { SlotProps } from "@hopper/core/module";
import { getLocale, getT } from "@hopper/ui/i18n/server";

import { subscriberSince } from "../../server/services/perks";
import { billingStaffMessages } from "../settings/staff-messages";
import { SubscriberFlair } from "./subscriber-flair";

/**
 * The Hopper+ badge and flair beside a subscriber's name on their profile (`user.header-actions`), while midas is
 * provisioned: one query says both whether and since when.
 */
export default async function SubscriberBadge({ user }: SlotProps["user.header-actions"]) {
  const subscriber = await subscriberSince(db(), user.id);
  if (!subscriber) return null;
  const [t, { locale }] = await Promise.all([getT(billingStaffMessages), getLocale()]);
  const since = subscriber.since
    ? new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }).format(subscriber.since)
    : "";
  return (
    <>
      <span
        className="inline-flex w-fit items-center rounded bg-brand px-2 text-xs font-semibold text-on-brand"
        title={t("badgeLabel")}
        data-testid="subscriber-badge"
      >
        {t("badge")}
        <span className="sr-only"> ({t("badgeLabel")})</span>
      </span>
      <SubscriberFlair label={t("flairSince", { date: since })} />
    </>
  );
}
