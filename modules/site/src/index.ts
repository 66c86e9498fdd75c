import { defineModule, navGroup, navLabel } from "@hopper/core/module";

import { LEGAL_PAGES } from "./legal-pages";
import { navMessages } from "./ui/nav-messages";

/** The site's own pages: home, legal texts and the short product pages. */
export default defineModule({
  id: "site",
  pages: [
    { path: "/", component: "ui/pages/home" },
    { path: "/legal", component: "ui/pages/legal/index" },
    ...LEGAL_PAGES.map((name) => ({ path: `/legal/${name}`, component: `ui/pages/legal/${name}` })),
    { path: "/flags", component: "ui/pages/flags" },
    { path: "/frog", component: "ui/pages/frog" },
    { path: "/dashboard/editor", component: "ui/pages/editor", guards: ["auth"] },
  ],
  sitemaps: [{ name: "pages", source: () => import("./server/sitemaps/pages") }],
  dependsOn: ["catalog", "search"],
  nav: [
    {
      menu: "dashboard",
      ...navLabel(navMessages, "editor"),
      href: "/dashboard/editor",
      audience: "signed-in",
      order: 60,
    },
    { menu: "footer", ...navGroup(navMessages, "legal"), ...navLabel(navMessages, "terms"), href: "/legal/terms" },
    { menu: "footer", ...navGroup(navMessages, "legal"), ...navLabel(navMessages, "privacy"), href: "/legal/privacy" },
    { menu: "footer", ...navGroup(navMessages, "legal"), ...navLabel(navMessages, "rules"), href: "/legal/rules" },
    {
      menu: "footer",
      ...navGroup(navMessages, "legal"),
      ...navLabel(navMessages, "copyright"),
      href: "/legal/copyright",
    },
    {
      menu: "footer",
      ...navGroup(navMessages, "legal"),
      ...navLabel(navMessages, "security"),
      href: "/legal/security",
    },
    { menu: "footer", ...navGroup(navMessages, "products"), ...navLabel(navMessages, "app"), href: "/app" },
    { menu: "footer", ...navGroup(navMessages, "products"), ...navLabel(navMessages, "plus"), href: "/plus" },
  ],
});
