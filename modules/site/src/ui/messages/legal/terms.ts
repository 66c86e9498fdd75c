import { defineCatalogue } from "@hopper/ui/i18n/catalogue";

/** /legal/terms, the Terms of Use: one message per paragraph, lists read raw (getCatalogue). */
export const termsMessages = defineCatalogue("site.legal.terms", {
  // The window title (the heading is the text's label in the site catalogue, `legal.links`).
  title: "Terms of Use - Hopper",
  intro:
    'These terms govern your use of this Hopper instance: the website, its API, file downloads, the desktop launcher\'s connection to it, and any paid services it offers. "We" means the operator of this instance. By using the service you agree to these terms; if you do not agree, do not use it.',
  service: {
    title: "1. The service",
    catalogue:
      "Hopper is a catalogue where creators publish Minecraft modifications (mods, modpacks, plugins, resource packs, shaders and data packs) and players find, download and follow them. The software is open source under the GNU Affero General Public License 3.0; that license covers the code, while these terms cover your use of this running instance.",
    unofficial:
      "Hopper is not an official Minecraft product and is not approved by or associated with Mojang or Microsoft.",
  },
  accounts: {
    title: "2. Accounts",
    items: [
      "You must be at least 13 years old, or older where your country requires it, to create an account.",
      "Keep your password and personal access tokens secret. You are responsible for what happens under your account.",
      "One person may hold several accounts only for a legitimate reason, such as a separate account for automation.",
      "Usernames that impersonate another person or project, or that are offensive, may be changed or removed.",
    ],
  },
  content: {
    title: "3. Your content",
    license:
      "You keep ownership of everything you upload. You grant us a worldwide, non-exclusive, royalty-free license to host, store, reproduce, display and distribute it as part of the service, including through the API and to the desktop launcher, for as long as it stays published and for a reasonable time afterwards in backups.",
    promise:
      "You promise that you have the right to publish what you upload and that it follows the <link>Content Rules</link>. Each project states its own license; downloaders must follow it.",
  },
  conduct: {
    title: "4. Acceptable use",
    items: [
      "Do not upload malware, or content that collects data or changes a computer without the user's clear consent.",
      "Do not scrape or load the service in a way that degrades it for others; use the API within its published rate limits.",
      "Do not attempt to access accounts, data or systems you were not given access to, except as allowed by the Security Notice.",
      "Do not manipulate download counts, followers, reports or reviews.",
    ],
  },
  moderation: {
    title: "5. Moderation and termination",
    text: "Moderators may review, hide, reject or remove content and may suspend or terminate accounts that break these terms or the Content Rules. Where we can, we tell you why and give you a way to respond. You may delete your account at any time from your settings.",
  },
  paid: {
    title: "6. Paid services",
    text: "Subscriptions (Hopper+) and game-server hosting renew automatically until cancelled. Cancelling keeps the perks until the end of the current billing period. Prices are shown before you buy and include the billing interval. If a renewal payment fails we will ask you to update your payment method before the service ends.",
  },
  disclaimer: {
    title: "7. Disclaimers and liability",
    text: 'Content is provided by its creators, not by us. The service is provided "as is", without warranties of any kind, to the extent the law allows. We are not liable for indirect or consequential damages, or for loss of data, worlds or saves caused by content you install. Nothing in these terms limits liability that cannot be limited by law.',
  },
  changes: {
    title: "8. Changes",
    text: "We may update these terms. Material changes are announced on the site at least 14 days before they take effect; continuing to use the service afterwards means you accept them.",
  },
});
