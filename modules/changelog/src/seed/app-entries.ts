import type { SeedEntry } from "./seed-entry";

/**
 * The desktop app, described only here (spec §2): Home with a "Jump back in" section, the Library, and an
 * instance's Worlds tab. Semantic versions; the last entry is scheduled 30 days ahead to show scheduling.
 */
export const APP_ENTRIES: readonly SeedEntry[] = [
  {
    id: "ClogAp01",
    product: "app",
    daysAgo: 520,
    versionLabel: "0.8.0",
    body: `## Added

- The **Library**: every instance you have, as a grid with its icon, loader and Minecraft version.
- Create an instance from any loader and game version, or import one from another launcher.

## Improvements

- Signing in with Hopper opens your browser and comes back to the app on its own.`,
  },
  {
    id: "ClogAp02",
    product: "app",
    daysAgo: 475,
    versionLabel: "0.8.1",
    body: `## Added

- Search the Library by name and sort it by last played, name or date created.

## Improvements

- Instances launch faster: game files shared by several instances are downloaded once.

## Fixed

- The Library forgot its sort order when the app restarted.`,
  },
  {
    id: "ClogAp03",
    product: "app",
    daysAgo: 430,
    versionLabel: "0.8.2",
    body: `## Added

- Install mods, resource packs and shaders from Hopper's catalogue right inside an instance, filtered to its loader and version.

## Improvements

- The Library shows a badge on instances with content updates waiting.`,
  },
  {
    id: "ClogAp04",
    product: "app",
    daysAgo: 385,
    versionLabel: "0.9.0",
    body: `## Added

- **Home**: a new start page with news, featured projects and a **Jump back in** section listing the instances and worlds you played last.

## Improvements

- The sidebar now has Home, Library and Browse, in that order.
- The Library moved its "Create instance" button to the top right.`,
  },
  {
    id: "ClogAp05",
    product: "app",
    daysAgo: 340,
    versionLabel: "0.9.1",
    body: `## Added

- Play a world straight from **Jump back in** on Home: the instance starts and joins the world without the title screen.

## Improvements

- Home loads instantly from a local cache and refreshes in the background.

## Fixed

- Jump back in listed instances that had been deleted from the Library.`,
  },
  {
    id: "ClogAp06",
    product: "app",
    daysAgo: 295,
    versionLabel: "0.9.2",
    body: `## Added

- An instance's **Worlds** tab: every singleplayer world and saved server of the instance, with its last played time.

## Improvements

- Worlds show their game mode and icon; servers show whether they are online and how many players are on.`,
  },
  {
    id: "ClogAp07",
    product: "app",
    daysAgo: 250,
    versionLabel: "0.9.3",
    body: `## Added

- Add a server to an instance from its Worlds tab, and join it with one click.

## Improvements

- The Worlds tab is sorted by last played, the same order as Jump back in on Home.
- Smaller download of the app itself (about 30% less).`,
  },
  {
    id: "ClogAp08",
    product: "app",
    daysAgo: 205,
    versionLabel: "0.10.0",
    body: `## Added

- Sign in with your Hopper account to sync your followed projects and collections into the Library.
- Hopper+ subscribers see their supporter badge in the app.

## Improvements

- The app reads Hopper's \`/v2\` API with your account's higher rate limit when you are signed in.`,
  },
  {
    id: "ClogAp09",
    product: "app",
    daysAgo: 160,
    versionLabel: "0.10.1",
    body: `## Added

- Back up a world from the instance's Worlds tab before trying a new modpack version.

## Improvements

- Home's Jump back in shows up to eight items and can be scrolled sideways.

## Fixed

- Deleting a world from the Worlds tab now asks for confirmation first.`,
  },
  {
    id: "ClogAp10",
    product: "app",
    daysAgo: 110,
    versionLabel: "0.10.2",
    body: `## Added

- Your Hopper servers appear in the Library and in Jump back in, so you can join them in one click.

## Improvements

- The Library's grid and list views remember your choice per window size.
- Memory settings per instance, with a sensible default for modpacks.`,
  },
  {
    id: "ClogAp11",
    product: "app",
    daysAgo: 50,
    versionLabel: "0.10.3",
    body: `## Added

- Keyboard shortcuts: Ctrl+K searches the Library, Ctrl+L opens the Library and Ctrl+H goes Home.

## Improvements

- The Worlds tab loads large save folders without freezing the app.
- Crash reports open in a readable view with the mod most likely at fault highlighted.

## Fixed

- Jump back in could show a world twice after it was renamed.`,
  },
  {
    id: "ClogAp12",
    product: "app",
    daysAgo: 8,
    versionLabel: "0.11.0",
    body: `## Added

- **Update all** in the Library updates every instance's content at once, with a summary of what changed.
- What is new in each release is shown on the app's page and in this changelog.

## Improvements

- Home's Jump back in, the Library and the Worlds tab all follow the system's light or dark theme.
- Launching an instance shows the game's loading progress instead of a spinner.`,
  },
  {
    // Scheduled: published 30 days after the seed ran, so the app's page and the feeds show it only from then on.
    id: "ClogAp13",
    product: "app",
    daysAgo: -30,
    versionLabel: "0.11.1",
    body: `## Added

- Share an instance with a friend as a link: they get the same loader, version and content in one click.

## Improvements

- The Worlds tab shows each world's size, and Jump back in skips worlds you have hidden.`,
  },
];
