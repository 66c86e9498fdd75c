import { navLabel } from "@hopper/core/module";
import type { NavEntry, PageDefinition } from "@hopper/core/module";

import { plusNavMessages } from "./ui/plus/plus-nav-messages";

// The catalogue and purchase part of the manifest (index.ts spreads it in): /plus and its checkout, the admins'
// products page and its menu entry (docs/billing.md, "Products and prices", "Buying Hopper+").

export const plusPages: PageDefinition[] = [
  { path: "/plus", component: "ui/pages/plus" },
  { path: "/plus/checkout", component: "ui/pages/plus-checkout", guards: ["auth"] },
  { path: "/plus/welcome", component: "ui/pages/plus-welcome", guards: ["auth"] },
  {
    path: "/admin/billing/products",
    component: "ui/pages/admin-billing-products",
    guards: ["auth", "admin"],
    menus: ["admin"],
  },
];

export const plusNav: NavEntry[] = [
  {
    menu: "admin",
    ...navLabel(plusNavMessages, "products"),
    href: "/admin/billing/products",
    // Only admins may open the page (its guard): a moderator is not shown a link that answers 403.
    audience: "admin",
    order: 70,
  },
];
