import type { ReactNode } from "react";

import { getViewer } from "@hopper/ui/server/viewer";
import { SiteBanners } from "@hopper/ui/shell/banners/site-banners";
import { SiteFooter } from "@hopper/ui/shell/site-footer";
import { SiteHeader } from "@hopper/ui/shell/site-header";

import { menusFor } from "./nav";

/** The normal page frame: header, the account and site banners, the page, footer. */
export default async function DefaultLayout({ children }: { children: ReactNode }) {
  const viewer = await getViewer();
  const menus = menusFor(viewer);
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader viewer={viewer} links={menus.header} userEntries={menus.user} />
      <SiteBanners viewer={viewer} />
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 focus:outline-none">
        {children}
      </main>
      <SiteFooter entries={menus.footer} />
    </div>
  );
}
