import type { SlotViewer } from "@hopper/core/module";
import { buttonClassName } from "@hopper/ui/components/button";
import { getT } from "@hopper/ui/i18n/server";

import { reportMessages } from "../../report-messages";

/**
 * The 'Report' link of the project, version, user and collection pages: the /report form pre-filled with the
 * item; a signed-out visitor goes to sign in first and comes back to it.
 */
export async function ReportLink({
  itemType,
  itemId,
  name,
  viewer,
}: {
  itemType: "project" | "version" | "user" | "collection";
  itemId: string;
  name: string;
  viewer: SlotViewer | null;
}) {
  const t = await getT(reportMessages);
  const form = `/report?${new URLSearchParams({ item_type: itemType, item_id: itemId })}`;
  const href = viewer ? form : `/auth/sign-in?redirect=${encodeURIComponent(form)}`;
  return (
    <a
      className={buttonClassName({ variant: "secondary", size: "sm", className: "font-semibold" })}
      href={href}
      aria-label={t("reportLinkLabel", { name })}
      data-testid="report-link"
    >
      {t("reportLink")}
    </a>
  );
}
