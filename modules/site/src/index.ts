import { defineModule } from "@hopper/core/module";

import { LEGAL_PAGES } from "./legal-pages";

/** The site's own pages: home, legal texts and the short product pages. */
export default defineModule({
  id: "site",
  pages: [
    { path: "/", component: "ui/pages/home" },
    { path: "/legal", component: "ui/pages/legal/index" },
    ...LEGAL_PAGES.map((name) => ({ path: `/legal/${name}`, component: `ui/pages/legal/${name}` })),
    { path: "/app", component: "ui/pages/app" },
    { path: "/flags", component: "ui/pages/flags" },
    { path: "/frog", component: "ui/pages/frog" },
    { path: "/plus", component: "ui/pages/plus" },
    { path: "/dashboard/editor", component: "ui/pages/editor", guards: ["auth"] },
  ],
  sitemaps: [{ name: "pages", source: () => import("./server/sitemaps/pages") }],
  dependsOn: ["catalog", "search"],
  nav: [
    { menu: "dashboard", label: "Markdown editor", href: "/dashboard/editor", audience: "signed-in", order: 60 },
    { menu: "footer", group: "Legal", label: "Terms", href: "/legal/terms" },
    { menu: "footer", group: "Legal", label: "Privacy", href: "/legal/privacy" },
    { menu: "footer", group: "Legal", label: "Rules", href: "/legal/rules" },
    { menu: "footer", group: "Legal", label: "Copyright", href: "/legal/copyright" },
    { menu: "footer", group: "Legal", label: "Security", href: "/legal/security" },
    { menu: "footer", group: "Products", label: "Hopper App", href: "/app" },
    { menu: "footer", group: "Products", label: "Hopper+", href: "/plus" },
  ],
});
