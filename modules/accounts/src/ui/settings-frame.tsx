import type { ReactNode } from "react";

import type { PageHost } from "@hopper/core/module";
import { cardClassName } from "@hopper/ui/components/card";
import { getT } from "@hopper/ui/i18n/server";
import { MenuNav } from "@hopper/ui/shell/menu-nav";

import { messages } from "./messages";

/**
 * The settings sidebar and content column. The sidebar is the `settings` menu: every module's entries
 * (this module's sections and any other module's, e.g. billing's), as the web app passed them in `host`.
 */
export async function SettingsFrame({
  title,
  active,
  host,
  children,
}: {
  title: string;
  active: string;
  host: PageHost;
  children: ReactNode;
}) {
  const t = await getT(messages);
  return (
    <div className="grid grid-cols-1 gap-8 py-8 md:grid-cols-[14rem_minmax(0,1fr)]">
      <MenuNav label={t("settings.menu")} entries={host.menus.settings} active={active} />
      <section className="flex flex-col gap-8">
        <h1 className="text-2xl font-bold">{title}</h1>
        {children}
      </section>
    </div>
  );
}

export function SettingsCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={cardClassName({ padding: "lg", className: "flex flex-col gap-4" })}>
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}
