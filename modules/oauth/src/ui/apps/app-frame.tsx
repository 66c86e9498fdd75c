import type { ReactNode } from "react";

import type { PageHost } from "@hopper/core/module";
import { cardClassName } from "@hopper/ui/components/card";
import { getT } from "@hopper/ui/i18n/server";
import { MenuNav } from "@hopper/ui/shell/menu-nav";

import { appMessages } from "./app-messages";

/** The settings sidebar (every module's `settings` entries, as the web app passed them) and the page's column. */
export async function AppSettingsFrame({
  title,
  host,
  children,
}: {
  title: string;
  host: PageHost;
  children: ReactNode;
}) {
  const t = await getT(appMessages);
  return (
    <div className="grid grid-cols-1 gap-8 py-8 md:grid-cols-[14rem_minmax(0,1fr)]">
      <MenuNav label={t("settingsMenu")} entries={host.menus.settings} active="/settings/applications" />
      <section className="flex flex-col gap-8">
        {/* dir="auto": an app's page is titled with its owner's own text. */}
        <h1 className="text-2xl font-bold" dir="auto">
          {title}
        </h1>
        {children}
      </section>
    </div>
  );
}

export function AppCard({ title, children, testId }: { title: string; children: ReactNode; testId?: string }) {
  return (
    <section className={cardClassName({ padding: "lg", className: "flex flex-col gap-4" })} data-testid={testId}>
      <h2 className="text-lg font-semibold">{title}</h2>
      {children}
    </section>
  );
}
