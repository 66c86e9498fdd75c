import { z } from "zod";

// The v3 collection answer's schema: body.ts builds it (typed with it) and /v2/openapi.json documents it.

export const collectionV3Schema = z
  .object({
    id: z.string(),
    user: z.string().describe("The owner's user id"),
    name: z.string(),
    description: z.string().nullable(),
    icon_url: z.string().nullable(),
    raw_icon_url: z.string().nullable().describe("The icon as uploaded (Hopper keeps one file: the same address)"),
    color: z.null(),
    status: z.string().describe("listed, unlisted, private or rejected"),
    created: z.string().meta({ format: "date-time" }),
    updated: z.string().meta({ format: "date-time" }),
    projects: z.array(z.string()).describe("Ids of the projects the caller may see"),
  })
  .meta({ id: "CollectionV3", description: "A collection (v3 shape)" });

export type CollectionV3 = z.infer<typeof collectionV3Schema>;

export const collectionListV3Schema = z.array(collectionV3Schema);
