import { defineCatalogue } from "@hopper/ui/i18n/catalogue";

/** /legal/ccpa, the California Privacy Notice: one message per paragraph, lists read raw (getCatalogue). */
export const ccpaMessages = defineCatalogue("site.legal.ccpa", {
  // The window title (the heading is the text's label in the site catalogue, `legal.links`).
  title: "California Privacy Notice - Hopper",
  intro:
    "This notice supplements the <link>Privacy Policy</link> for residents of California, as required by the California Consumer Privacy Act as amended by the California Privacy Rights Act (together, the CCPA).",
  categories: {
    title: "Categories of personal information",
    lead: "In the last 12 months this instance may have collected:",
    items: [
      "Identifiers: username, email address, IP address, account ID.",
      "Commercial information: subscriptions and server rentals, and their payment history.",
      "Internet activity: sessions, and downloads and page views used for aggregate statistics.",
      "User content: projects, files, comments, reports.",
    ],
    sources: "The sources, purposes and retention periods are those described in the Privacy Policy.",
  },
  sale: {
    title: "No sale or sharing",
    text: "We do not sell personal information and do not share it for cross-context behavioural advertising. We do not knowingly sell or share the personal information of consumers under 16.",
  },
  rights: {
    title: "Your rights",
    items: [
      "Know what personal information we hold about you and how we use it.",
      "Delete personal information, subject to legal exceptions such as billing records.",
      "Correct inaccurate personal information.",
      "Limit the use of sensitive personal information (we use it only to provide the service).",
      "Not be discriminated against for exercising these rights.",
    ],
    requests:
      "Use your account settings or contact the operator of this instance. We verify requests by asking you to confirm them from the email address on your account; an authorized agent must show your signed permission.",
  },
});
