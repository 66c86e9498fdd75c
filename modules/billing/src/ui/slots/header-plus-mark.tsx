import { db } from "@hopper/core/db";
import type { SlotProps } from "@hopper/core/module";
import { getT } from "@hopper/ui/i18n/server";

import { isSubscriber } from "../../server/services/perks";
import { billingStaffMessages } from "../settings/staff-messages";
import { HeaderPlusMark } from "./subscriber-flair";

/** A subscribed viewer's plus mark beside their user menu (`header.actions`); nothing for anyone else. */
export default async function HeaderPlusMarkSlot({ viewer }: SlotProps["header.actions"]) {
  if (!viewer || !(await isSubscriber(db(), viewer.id))) return null;
  const t = await getT(billingStaffMessages);
  return <HeaderPlusMark label={t("plusMark")} />;
}
