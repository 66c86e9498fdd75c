import type { ReactNode } from "react";

import { getViewer } from "../server/viewer";
import { SiteBanners } from "./banners/site-banners";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

/** The normal page frame: header, the account and site banners, the page, footer. */
export default async function DefaultLayout({ children }: { children: ReactNode }) {
  const viewer = await getViewer();
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader viewer={viewer} />
      <SiteBanners viewer={viewer} />
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-6xl flex-1 px-4 focus:outline-none">
        {children}
      </main>
      <SiteFooter viewer={viewer} />
    </div>
  );
}
