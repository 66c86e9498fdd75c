import { z } from "zod";

// The v2 team member answer's schema: team-body.ts (memberBody) builds it, typed with it.

export const teamMemberV2Schema = z
  .object({
    team_id: z.string(),
    user: z.object({
      id: z.string(),
      username: z.string(),
      name: z.null(),
      avatar_url: z.string().nullable(),
      bio: z.string().nullable(),
      created: z.string().meta({ format: "date-time" }),
      role: z.string().describe("developer, moderator or admin"),
      badges: z.number(),
      github_id: z.null(),
    }),
    role: z.string(),
    is_owner: z.boolean(),
    permissions: z.number().nullable().describe("Permission bits; null unless the caller is on the team or staff"),
    accepted: z.boolean(),
    payouts_split: z.number().nullable(),
    ordering: z.number(),
  })
  .meta({ id: "TeamMemberV2", description: "A team member (v2 shape)" });

export type TeamMemberV2 = z.infer<typeof teamMemberV2Schema>;

export const teamV2Schema = z.array(teamMemberV2Schema);

/** GET /v2/teams: one member list per visible team. */
export const teamsV2Schema = z.array(teamV2Schema);
