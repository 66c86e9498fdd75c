import { defineCatalogue } from "@hopper/ui/i18n/catalogue";

/** The site module's pages: home, product pages, feature flags, the frog. */
export const messages = defineCatalogue("site", {
  home: {
    title: "Hopper - Minecraft mods, plugins, modpacks and more",
    heroTitle: "The place for Minecraft <brand>mods</brand>, plugins, modpacks and more",
    heroText:
      "Discover, play and share Minecraft content through an open-source platform you can run yourself. Creators publish; players and launchers find, download and follow.",
    discover: "Discover mods",
    share: "Share your work",
    projectTypes: "Project types",
    numbersTitle: "The catalogue in numbers",
    numbers: { projects: "Projects", versions: "Versions", files: "Files", creators: "Creators" },
    featured: "Featured projects",
    featuredEmptyTitle: "No projects yet",
    featuredEmptyText: "When creators publish their first projects, a selection of them appears here.",
    searchTitle: "Search projects",
    searchPlaceholder: "Search mods, plugins, shaders…",
    search: "Search",
    resultsFor: "Results for “{query}”",
    popular: "Popular right now",
    noMatchTitle: "No projects match your search",
    noMatchText: "Try fewer or different words.",
    nothingTitle: "Nothing to show yet",
    nothingText: "Search results appear here once the catalogue has projects.",
    recent: "Recently updated",
    recentEmptyTitle: "No updates yet",
    recentEmptyText: "New versions show up here as soon as they are published.",
    byAuthor: "by {author}",
  },
  legal: {
    title: "Legal - Hopper",
    heading: "Legal",
    intro:
      "Hopper is open-source software that anyone can run. These texts apply to this instance and are maintained by its operator. Last updated {date}.",
    lastUpdated: "Last updated {date}",
    documents: "Legal documents",
    links: {
      terms: { label: "Terms of Use", summary: "The agreement between you and the operator of this Hopper instance." },
      privacy: {
        label: "Privacy Policy",
        summary: "What personal data this instance keeps, why, for how long, and your rights.",
      },
      rules: { label: "Content Rules", summary: "What may and may not be published, and how moderation works." },
      copyright: {
        label: "Copyright Policy",
        summary: "How to report content that infringes your copyright, and how to respond to a report.",
      },
      security: { label: "Security Notice", summary: "How to report a vulnerability responsibly." },
      ccpa: { label: "California Privacy Notice", summary: "Additional notice for residents of California." },
      cmp: { label: "Cookie Consent", summary: "Your cookie choices on this instance." },
      "cmp-info": { label: "Cookies and Storage", summary: "Every cookie and storage entry the site uses." },
    },
  },
  editor: {
    title: "Markdown editor - Hopper",
    heading: "Markdown editor",
    intro: "Write Markdown and check the preview: it is rendered on the server by the same pipeline as project pages.",
  },
  frog: {
    title: "Frog - Hopper",
    image: "A happy frog",
    heading: "You found Hop!",
    text: "Hop keeps an eye on every download that goes through Hopper. When something goes wrong you will see a sadder Hop; today is a good day.",
    back: "Back to the home page",
  },
  flags: {
    title: "Feature flags - Hopper",
    heading: "Feature flags",
    intro: "Switches that decide which parts of the site are on in this build.",
    on: "On",
    off: "Off",
    internal: "Internal flags (developer mode)",
    note: "Developer mode shows internal flags and IDs. Click the Hopper logo five times to switch it.",
  },
});
