import { defineCatalogue } from "@hopper/ui/i18n/catalogue";

/** /legal/security, the Security Notice: one message per paragraph, lists read raw (getCatalogue). */
export const securityMessages = defineCatalogue("site.legal.security", {
  // The window title (the heading is the text's label in the site catalogue, `legal.links`).
  title: "Security Notice - Hopper",
  intro:
    "We welcome reports of security problems in this instance and in the Hopper software. If you follow this policy we will not take legal action against you for your research, and we will work with you to understand and fix the problem.",
  report: {
    title: "How to report",
    items: [
      "Problems in the Hopper software itself: report them privately through the project's security advisory process on its source repository, so every instance can be fixed.",
      "Problems specific to this instance (its configuration or hosting): contact the operator of this instance.",
      "Include the steps to reproduce, the affected address or component, and the impact you believe it has.",
    ],
  },
  rules: {
    title: "Rules for research",
    items: [
      "Only test against accounts and data you own or have permission to use.",
      "Do not degrade the service (no denial-of-service testing, no mass account creation or spam).",
      "Do not access, change or keep other people's data beyond what is needed to show the problem.",
      "Give us reasonable time to fix the issue, normally 90 days, before disclosing it publicly.",
    ],
  },
  scope: {
    title: "Out of scope",
    items: [
      "Malicious content uploaded by users: use the report button on the project instead.",
      "Missing best-practice headers without a demonstrated impact, self-XSS, and issues requiring a compromised device.",
    ],
  },
});
