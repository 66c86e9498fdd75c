import { defineCatalogue } from "@hopper/ui/i18n/catalogue";

/** /legal/privacy, the Privacy Policy: one message per paragraph, plain lists read raw (getCatalogue). */
export const privacyMessages = defineCatalogue("site.legal.privacy", {
  // The window title (the heading is the text's label in the site catalogue, `legal.links`).
  title: "Privacy Policy - Hopper",
  intro:
    "This instance of Hopper is run by its operator, who decides what happens to your data here and is the data controller. Hopper is self-hostable: your data stays on the servers this operator runs and is not sent to the Hopper project or any other instance.",
  collected: {
    title: "What we collect",
    // Keyed rather than a list: each item is rich text (its lead in bold), read through t.rich.
    items: {
      account:
        "<strong>Account data:</strong> username, email address, password hash (never the password itself), avatar, bio, and the two-factor secret if you turn it on.",
      sessions:
        "<strong>Sessions:</strong> for each signed-in device, the time it was created and last used, the operating system and browser family, and the IP address.",
      content: "<strong>Content:</strong> projects, versions, files, collections, reports and messages you create.",
      usage:
        "<strong>Usage:</strong> download and page-view counts used for project statistics, stored without your identity once they are aggregated.",
      payments:
        "<strong>Payments:</strong> if you subscribe or rent a server, the payment provider processes your card; we only keep the card brand, last four digits and expiry to show them to you.",
    },
  },
  why: {
    title: "Why we use it",
    items: [
      "To provide the service you asked for (contract): your account, publishing, downloads, billing.",
      "To keep the service secure and fight abuse (legitimate interest): rate limits, session lists, moderation.",
      "To email you about your account (contract) and, only if you opted in, about product news (consent).",
    ],
    noSale: "We do not sell personal data, and we do not use it for advertising profiles.",
  },
  retention: {
    title: "How long we keep it",
    text: "Account data is kept while your account exists and deleted within 30 days of account deletion, except where the law requires us to keep billing records. Sessions expire after 30 days of inactivity and are removed after that. Server logs are kept for at most 90 days.",
  },
  rights: {
    title: "Your rights",
    text: "You may access, correct, export or delete your data, object to processing based on legitimate interest, and withdraw consent at any time. Most of this is available in your account settings; for anything else contact the operator. You may also complain to your data-protection authority. Residents of California have the additional rights in the <link>California Privacy Notice</link>.",
  },
  cookies: {
    title: "Cookies",
    text: "We use only cookies needed for the site to work and to remember your display choices; see <link>Cookies and Storage</link>.",
  },
});
