import { defineCatalogue } from "@hopper/ui/i18n/catalogue";

/** The labels of the site module's menu entries (dashboard menu, footer columns); the manifest imports it. */
export const navMessages = defineCatalogue("site.nav", {
  editor: "Markdown editor",
  legal: "Legal",
  terms: "Terms",
  privacy: "Privacy",
  rules: "Rules",
  copyright: "Copyright",
  security: "Security",
  products: "Products",
  app: "Hopper App",
  plus: "Hopper+",
});
