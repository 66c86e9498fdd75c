import { defineCatalogue } from "@hopper/ui/i18n/catalogue";

/** /legal/rules, the Content Rules: one message per paragraph, lists read raw (getCatalogue). */
export const rulesMessages = defineCatalogue("site.legal.rules", {
  // The window title (the heading is the text's label in the site catalogue, `legal.links`).
  title: "Content Rules - Hopper",
  intro:
    "These rules say what may be published on this Hopper instance. They apply to projects, versions, descriptions, images, collections, usernames, profiles and reports. Moderators enforce them; breaking them can lead to content being removed and, for serious or repeated cases, to account termination.",
  prohibited: {
    title: "1. Prohibited content",
    items: [
      "Malware, or code that hides what it does, downloads unreviewed code, or collects data without clear consent.",
      "Content you do not have the right to distribute, including reuploads of other people's projects.",
      "Illegal content, sexual content involving minors, and content that promotes violence or hatred against people.",
      "Harassment, doxxing, or content targeting a real person.",
      "Cheats that give an unfair advantage on servers whose rules forbid them, when presented for that purpose.",
    ],
  },
  quality: {
    title: "2. Clear and honest listings",
    items: [
      "The title and summary must describe the project. Do not stuff keywords or name other projects to attract searches.",
      "The description must explain what the project does; a description that only links elsewhere is not enough.",
      "Metadata must be accurate: project type, loaders, game versions, environment (client or server) and license.",
      "Do not reserve names with empty projects (name squatting).",
    ],
  },
  modpacks: {
    title: "3. Modpacks",
    text: "Modpacks should reference files hosted on this instance. Files included directly must be allowed by their license or by written permission of their author, which you must be able to show on request.",
  },
  reports: {
    title: "4. Reporting",
    text: "Use the report form to tell moderators about content that breaks these rules. Include context, links and images where relevant; empty or insufficient reports are closed. Reports of malicious code need real evidence such as code samples; a scanner summary or an AI detection result alone is not enough. There is one open report per item: add to an existing report instead of opening another. A report about reuploaded content is not a copyright takedown notice; for that, follow the <link>Copyright Policy</link>.",
  },
  enforcement: {
    title: "5. Enforcement",
    text: "Depending on severity, moderators may ask for changes, reject or withhold a project, unlist it, remove it, or suspend the account. You can reply to a moderation message on the project's moderation thread to explain or appeal.",
  },
});
