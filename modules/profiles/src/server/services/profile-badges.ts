import type { Role } from "@hopper/core/db";

/** The badges a profile can show, in the order shown; their labels are `profiles.badges.<badge>`. */
export const PROFILE_BADGES = ["admin", "moderator", "creator", "teamMember", "subscriber"] as const;
export type ProfileBadge = (typeof PROFILE_BADGES)[number];

/**
 * Whether the user holds a paid subscription. Hopper has no billing yet, so no one does; the billing module,
 * once it exists, answers this (through its exported service, listed in the profiles manifest's dependsOn) and
 * the "subscriber" badge appears with no other change (docs/profiles.md, "Badges").
 */
export function isSubscriber(): boolean {
  return false;
}

/**
 * A profile's badges (spec: moderator, creator, team member): staff by role (admin or moderator), creator when
 * they own a listed project, team member when they are an accepted member of someone else's listed project.
 */
export function profileBadges(role: Role, projects: { creator: boolean; teamMember: boolean }): ProfileBadge[] {
  const held: Record<ProfileBadge, boolean> = {
    admin: role === "admin",
    moderator: role === "moderator",
    creator: projects.creator,
    teamMember: projects.teamMember,
    subscriber: isSubscriber(),
  };
  return PROFILE_BADGES.filter((badge) => held[badge]);
}
