import { z } from "zod";

// The v2 user answer's schema: user-body.ts builds it (typed with it) and /v2/openapi.json documents it.

export const userV2Schema = z
  .object({
    id: z.string(),
    username: z.string(),
    name: z.null(),
    email: z.string().nullable().describe("Only for the user themself with USER_READ_EMAIL"),
    email_verified: z.boolean().nullable(),
    bio: z.string().nullable(),
    avatar_url: z.string().nullable(),
    created: z.string().meta({ format: "date-time" }),
    role: z.string().describe("developer, moderator or admin"),
    badges: z.number(),
    payout_data: z.null(),
    github_id: z.null(),
  })
  .meta({ id: "UserV2", description: "A user (v2 shape)" });

export type UserV2 = z.infer<typeof userV2Schema>;

export const userListV2Schema = z.array(userV2Schema);
