import type { ReactNode } from "react";

import type { PageHost } from "@hopper/core/module";
import { cardClassName } from "@hopper/ui/components/card";
import { MenuNav } from "@hopper/ui/shell/menu-nav";

/**
 * The settings sidebar and content column. The sidebar is the `settings` menu: every module's entries
 * (this module's sections and any other module's, e.g. billing's), as the web app passed them in `host`.
 */
export function SettingsFrame({
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
  return (
    <div className="grid gap-8 py-8 md:grid-cols-[14rem_1fr]">
      <MenuNav label="Settings" entries={host.menus.settings} active={active} />
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
