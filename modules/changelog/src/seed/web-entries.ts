import type { SeedEntry } from "./seed-entry";

/** The website's history: catalogue, search, the /v2 API, moderation, OAuth apps, Hopper+ and analytics. */
export const WEB_ENTRIES: readonly SeedEntry[] = [
  {
    id: "ClogWb01",
    product: "web",
    daysAgo: 540,
    body: `## Added

- Project pages now have a **Gallery** tab: creators can upload screenshots with a title and description, and pick one as the featured image shown in search results.
- Data packs are a project type of their own, with their own search page.

## Improvements

- Project descriptions render tables and collapsible sections the same way as on the edit preview.
- The version list loads faster on projects with hundreds of versions.`,
  },
  {
    id: "ClogWb02",
    product: "web",
    daysAgo: 495,
    body: `## Added

- Search filters for **environment** (client, server or both) and for open-source projects, also in the \`/v2/search\` facets.
- A "Clear all" button beside the applied filters.

## Improvements

- Search results keep your filters and sort order in the address, so a search can be bookmarked or shared.
- Typing in the search box no longer reloads the whole page.

## Fixed

- Filtering by game version 1.20.x sometimes also listed projects made only for 1.20.`,
  },
  {
    id: "ClogWb03",
    product: "web",
    daysAgo: 450,
    body: `## Added

- **Collections**: gather projects into public or private lists and share them with a link.
- Follow a project from its page and find everything you follow under Dashboard → Following.

## Improvements

- The download button picks the file matching the game version and loader you last searched for.`,
  },
  {
    id: "ClogWb04",
    product: "web",
    daysAgo: 405,
    body: `## Added

- The \`/v2\` API lists a version's dependencies with the exact version they need, as launchers expect.
- \`GET /v2/version_files/update\` finds updates for many files in one request by their hashes.

## Improvements

- API errors now always carry an \`error\` and a \`description\` field.
- The public API's rate limit is reported in the \`X-Ratelimit-*\` headers of every answer.`,
  },
  {
    id: "ClogWb05",
    product: "web",
    daysAgo: 360,
    body: `## Added

- A **moderation queue** for staff: new projects wait for review, and moderators can approve, reject or ask for changes with a message thread on the project.
- Reports: anyone signed in can report a project, version or user from its page.

## Improvements

- Creators see why a project was rejected, and can resubmit it from the same page.`,
  },
  {
    id: "ClogWb06",
    product: "web",
    daysAgo: 315,
    body: `## Added

- **OAuth apps**: developers can register an application under Settings → Applications and let people sign in with Hopper.
- Public clients (desktop launchers) sign in with PKCE and a loopback redirect, without a secret.

## Improvements

- Settings → Authorized apps lists every app you have allowed, with its scopes, and revokes access in one click.`,
  },
  {
    id: "ClogWb07",
    product: "web",
    daysAgo: 270,
    body: `## Added

- **Hopper+**: a subscription (monthly, quarterly or yearly) that raises your API rate limit and puts a Hopper+ badge and a supporter flair on your profile.
- Settings → Billing shows your subscriptions, the next renewal, your cards and receipts.

## Improvements

- Checkout remembers the card you used last time.

## Fixed

- The renewal reminder mail showed the price without tax.`,
  },
  {
    id: "ClogWb08",
    product: "web",
    daysAgo: 225,
    body: `## Added

- Organizations: projects can be owned by a team, with members and per-member permissions.

## Improvements

- Transferring a project to an organization keeps its downloads, followers and links.
- Member invitations expire after 14 days instead of staying open forever.`,
  },
  {
    id: "ClogWb09",
    product: "web",
    daysAgo: 180,
    body: `## Added

- Notifications for new versions of projects you follow, with a bell in the header and a page to mark them read.

## Improvements

- Search now understands project names with typos ("sodum" finds Sodium) and ranks exact slug matches first.
- Results show the project's last update as a relative date.`,
  },
  {
    id: "ClogWb10",
    product: "web",
    daysAgo: 135,
    body: `## Added

- **Analytics** for creators: views and downloads of every project over time, by version and by country, under Dashboard → Analytics.

## Improvements

- Charts can be downloaded as CSV.
- Project settings gained an Analytics tab for members with the right permission.`,
  },
  {
    id: "ClogWb11",
    product: "web",
    daysAgo: 75,
    body: `## Added

- **Revenue**: monetized projects earn a share of the monthly revenue pool; the balance and a month-by-month breakdown are under Dashboard → Revenue.
- Withdraw your balance once it is past the hold period.

## Improvements

- Payout history shows each transfer's state and date.`,
  },
  {
    id: "ClogWb12",
    product: "web",
    daysAgo: 20,
    body: `## Added

- This changelog: news for the website, game servers and the desktop app in one place, with an Atom feed per product line.

## Improvements

- The markdown editor's preview now matches the published page exactly, including code blocks and images.
- Pages are easier to read with a screen reader: every icon button has a label.

## Fixed

- Long project names no longer overflow the cards on narrow screens.`,
  },
];
