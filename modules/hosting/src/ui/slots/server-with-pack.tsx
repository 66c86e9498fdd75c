import type { SlotProps } from "@hopper/core/module";
import { buttonClassName } from "@hopper/ui/components/button";
import { getT } from "@hopper/ui/i18n/server";

import { buyingPageMessages } from "../buying/buying-page-messages";

/**
 * "Create a server with this pack" on a modpack's page (slot `project.header-actions`): the purchase flow with the
 * pack (a visitor signs in first: the flow's guard sends them there and back).
 */
export default async function ServerWithPack({ project }: SlotProps["project.header-actions"]) {
  if (project.type !== "modpack") return null;
  const t = await getT(buyingPageMessages);
  return (
    <a
      className={buttonClassName({ variant: "secondary", size: "sm", className: "font-semibold" })}
      href={`/servers/buy?${new URLSearchParams({ pack: project.id })}`}
      data-testid="create-server-with-pack"
    >
      {t("slot.createServer")}
    </a>
  );
}
