import type { SeedEntry } from "./seed-entry";

/** Game servers on the hosting panel: plans, the Europe and Dallas regions, console, files, backups, content. */
export const SERVERS_ENTRIES: readonly SeedEntry[] = [
  {
    id: "ClogSv01",
    product: "servers",
    daysAgo: 530,
    body: `## Added

- **Hopper servers**: rent a Minecraft server on the small, medium or large plan, paid monthly, quarterly or yearly, and manage it from the hosting panel.
- Servers run in our **Europe** region to start with.

## Improvements

- A new server is ready within a couple of minutes of paying; the panel shows each step while it is being set up.`,
  },
  {
    id: "ClogSv02",
    product: "servers",
    daysAgo: 485,
    body: `## Added

- The **live console** on the server's overview: recent history, then each line as it is written, and a box to send commands.
- Start, Stop, Restart and Kill buttons that follow the server's state.

## Improvements

- The console reconnects on its own after a network hiccup without losing lines.`,
  },
  {
    id: "ClogSv03",
    product: "servers",
    daysAgo: 440,
    body: `## Added

- A **Files** tab: browse, edit, upload and delete the server's files from the browser, including \`server.properties\`.

## Improvements

- Text files open in an editor with line numbers; large files download instead of opening.

## Fixed

- Uploading a file with a space in its name created an empty file.`,
  },
  {
    id: "ClogSv04",
    product: "servers",
    daysAgo: 395,
    body: `## Added

- A second region: **North America (Dallas)**. Pick Europe or Dallas when you buy a server; the plans page shows how many servers of each plan still fit in each region.

## Improvements

- Ping and join times from the Americas are much lower on Dallas servers.`,
  },
  {
    id: "ClogSv05",
    product: "servers",
    daysAgo: 350,
    body: `## Added

- **Backups**: create a backup from the Backups tab, restore it, or download it as an archive.

## Improvements

- Creating a backup no longer stops the server; it saves the worlds first and keeps running.`,
  },
  {
    id: "ClogSv06",
    product: "servers",
    daysAgo: 305,
    body: `## Added

- A **Content** tab that searches Hopper's catalogue for plugins and mods that fit your server's loader and Minecraft version, and installs them in one click.

## Improvements

- Installed content shows its version and offers updates when a newer compatible version is published.`,
  },
  {
    id: "ClogSv07",
    product: "servers",
    daysAgo: 260,
    body: `## Added

- **Create a server with this pack**: a modpack's page can start a server with the pack installed, on the smallest plan with enough memory.

## Improvements

- Modpack servers install the pack's server files only, leaving client-only mods out.`,
  },
  {
    id: "ClogSv08",
    product: "servers",
    daysAgo: 215,
    body: `## Added

- CPU, memory and players online on the overview, as small charts of the last minute.

## Improvements

- The player count comes from the server itself, so it is right after a restart or a crash.
- Europe servers moved to faster storage; worlds load noticeably quicker.`,
  },
  {
    id: "ClogSv09",
    product: "servers",
    daysAgo: 170,
    body: `## Added

- Change plan from the Options tab: an upgrade applies right away (you pay the difference), a downgrade at the next renewal.

## Improvements

- The panel tells you when your server's payment failed and how long it keeps running before it is suspended.

## Fixed

- Restarting a Dallas server right after a plan change sometimes kept the old memory limit.`,
  },
  {
    id: "ClogSv10",
    product: "servers",
    daysAgo: 120,
    body: `## Added

- **Reinstall** from the Options tab: pick another loader or Minecraft version and start fresh, keeping your backups.

## Improvements

- Backups list their size and the version they were taken on.
- Scheduled maintenance in the Europe region is announced on the panel a day ahead.`,
  },
  {
    id: "ClogSv11",
    product: "servers",
    daysAgo: 60,
    body: `## Added

- Purpur, Fabric, Forge and NeoForge servers beside Paper, with a chosen loader version or the newest one.

## Improvements

- Servers on Java 21 images start about a third faster.
- The plans page lists each plan's CPU, memory and recommended player count.`,
  },
  {
    id: "ClogSv12",
    product: "servers",
    daysAgo: 12,
    body: `## Added

- Server news now appears in this changelog, with its own Atom feed.

## Improvements

- More capacity in both regions, Europe and Dallas: the larger plans are back in stock.
- The Files tab remembers the folder you were in.

## Fixed

- The console could show a line twice after the browser tab woke from sleep.`,
  },
];
