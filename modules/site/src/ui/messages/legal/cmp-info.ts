import { defineCatalogue } from "@hopper/ui/i18n/catalogue";

/**
 * /legal/cmp-info, Cookies and Storage. The cookie and storage names themselves are identifiers, the same in
 * every language, so they stay in the page; what each entry is for and how long it lives are here.
 */
export const cmpInfoMessages = defineCatalogue("site.legal.cmp-info", {
  // The window title (the heading is the text's label in the site catalogue, `legal.links`).
  title: "Cookies and Storage - Hopper",
  intro:
    "Every cookie and browser storage entry this site uses. None is used for advertising or shared with third parties.",
  list: {
    title: "What is stored",
    columns: { name: "Name", kind: "Type", purpose: "Purpose", lifetime: "Lifetime" },
    sessionCookie: "Session cookie",
    kinds: { cookie: "Cookie", sessionStorage: "Session storage" },
    purposes: {
      session: "Keeps you signed in. Not readable by scripts.",
      colorMode: "Your colour theme (light, dark, OLED, retro or system).",
      cosmetics: "Layout and display preferences, such as list or gallery view per project type.",
      locale: "The interface language you chose.",
      developerMode: "Whether developer mode (internal IDs and tools) is on.",
      reloads: "Prevents reload loops after a site update.",
    },
    lifetimes: {
      days: "{count, plural, one {# day} other {# days}}",
      years: "{count, plural, one {# year} other {# years}}",
      tab: "Until the tab closes",
    },
    flags:
      "Preference cookies are sent only over secure connections and only to this site. The language cookie is never sent with requests started by other sites.",
  },
});
