import { z } from "zod";

// The answers of /v2/tag/{kind} (tags.ts) and /v2/tag/license/{id} (license-text.ts).

const loaderTag = z.object({ name: z.string(), icon: z.string(), supported_project_types: z.array(z.string()) });
const categoryTag = z.object({ name: z.string(), project_type: z.string(), header: z.string(), icon: z.string() });
const gameVersionTag = z.object({
  version: z.string(),
  version_type: z.string(),
  date: z.string(),
  major: z.boolean(),
});
const shortNameTag = z.object({ short: z.string(), name: z.string() });

export const tagListSchema = z
  .union([
    z.array(loaderTag),
    z.array(categoryTag),
    z.array(gameVersionTag),
    z.array(shortNameTag),
    z.array(z.string()),
  ])
  .describe(
    "loader, category and game_version: objects; donation_platform and license: { short, name }; " +
      "report_type, side_type and project_type: strings",
  );

export const licenseTextSchema = z.object({ title: z.string(), body: z.string() });
