import { db } from "@hopper/core/db";
import type { SlotProps } from "@hopper/core/module";
import { getT } from "@hopper/ui/i18n/server";

import { isSubscriber } from "../../server/services/perks";
import { billingStaffMessages } from "../settings/staff-messages";

/** The Hopper+ badge beside a subscriber's name on their profile (`user.header-actions`), while midas is provisioned. */
export default async function SubscriberBadge({ user }: SlotProps["user.header-actions"]) {
  if (!(await isSubscriber(db(), user.id))) return null;
  const t = await getT(billingStaffMessages);
  return (
    <span
      className="inline-flex w-fit items-center rounded bg-brand px-2 text-xs font-semibold text-on-brand"
      title={t("badgeLabel")}
      data-testid="subscriber-badge"
    >
      {t("badge")}
      <span className="sr-only"> ({t("badgeLabel")})</span>
    </span>
  );
}
