import { isStaff } from "@hopper/core/auth";
import type { SlotProps } from "@hopper/core/module";
import { getT } from "@hopper/ui/i18n/server";

import { billingStaffMessages } from "../settings/staff-messages";

/**
 * 'Manage user billing' on a profile (`user.header-actions`, spec section 2), for moderators and admins only; the page
 * it opens is staff-guarded and its procedure checks the role again.
 */
export default async function ManageBilling({ user, viewer }: SlotProps["user.header-actions"]) {
  if (!isStaff(viewer)) return null;
  const t = await getT(billingStaffMessages);
  return (
    <a
      href={`/admin/billing/${encodeURIComponent(user.id)}`}
      className="rounded-md border border-divider px-2 py-0.5 text-sm"
      data-testid="manage-user-billing"
    >
      {t("manage")}
    </a>
  );
}
