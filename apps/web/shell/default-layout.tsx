import type { ReactNode } from "react";

import { slotViewer } from "@hopper/core/module";
import { slots } from "@hopper/generated/slots";
import { getLocale } from "@hopper/ui/i18n/server";
import { currentPath } from "@hopper/ui/server/request-info";
import { getViewer } from "@hopper/ui/server/viewer";
import { SiteBanners } from "@hopper/ui/shell/banners/site-banners";
import { SiteFooter } from "@hopper/ui/shell/site-footer";
import { SiteHeader } from "@hopper/ui/shell/site-header";
import { SlotOutlet } from "@hopper/ui/shell/slot-outlet";

import { menusFor } from "./nav";

/**
 * The normal page frame: header (with the modules' `header.actions`), the site's banner and the modules'
 * `shell.banner` components, the page, footer. Menus and slots come from the registry, which only the app reads.
 */
export default async function DefaultLayout({ children }: { children: ReactNode }) {
  const [viewer, path, { locale }] = await Promise.all([getViewer(), currentPath(), getLocale()]);
  const menus = menusFor(viewer, locale);
  const slotViewerProps = slotViewer(viewer);
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader
        viewer={viewer}
        links={menus.header}
        userEntries={menus.user}
        actions={<SlotOutlet entries={slots["header.actions"]} props={{ viewer: slotViewerProps }} />}
      />
      <SiteBanners />
      <SlotOutlet
        entries={slots["shell.banner"]}
        props={{ viewer: slotViewerProps, path: path.split("?")[0] ?? "/" }}
      />
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 focus:outline-none">
        {children}
      </main>
      <SiteFooter entries={menus.footer} />
    </div>
  );
}
