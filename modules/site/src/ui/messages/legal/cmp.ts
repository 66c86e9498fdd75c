import { defineCatalogue } from "@hopper/ui/i18n/catalogue";

/** /legal/cmp, Cookie Consent: one message per paragraph. */
export const cmpMessages = defineCatalogue("site.legal.cmp", {
  // The window title (the heading is the text's label in the site catalogue, `legal.links`).
  title: "Cookie Consent - Hopper",
  intro:
    "This instance uses no advertising or third-party tracking cookies, so there is nothing to consent to beyond what the site needs to work. That is why you do not see a consent banner.",
  choices: {
    title: "Your choices",
    kinds:
      "The cookies we set are either strictly necessary (keeping you signed in, protecting forms) or remember choices you made yourself (theme, language, layout). You can delete them at any time in your browser; the site then goes back to its defaults and you may need to sign in again.",
    future:
      "If the operator of this instance ever adds a service that needs consent, this page will offer the choice before that service is loaded, and you will be able to change your mind here at any time.",
    list: "The full list is in <link>Cookies and Storage</link>.",
  },
});
