import type { Role } from "@hopper/core/db";

import type { TeamMemberV2 } from "./team-schema";

interface MemberRow {
  teamId: string;
  role: string;
  permissions: bigint;
  accepted: boolean;
  payoutsSplit: number;
  ordering: number;
  isOwner: boolean;
  user: { id: string; username: string; avatarUrl: string | null; bio: string | null; createdAt: Date; role: Role };
}

/**
 * A team member in the public API's v2 shape. `insider` (an accepted member of the team, or staff) also sees
 * the permission bits and the payout split; others get null, as on the reference platform.
 */
export function memberBody(member: MemberRow, insider: boolean, origin: string): TeamMemberV2 {
  return {
    team_id: member.teamId,
    user: {
      id: member.user.id,
      username: member.user.username,
      name: null,
      avatar_url: member.user.avatarUrl ? new URL(member.user.avatarUrl, origin).toString() : null,
      bio: member.user.bio,
      created: member.user.createdAt.toISOString(),
      role: member.user.role === "user" ? "developer" : member.user.role,
      badges: 0,
      github_id: null,
    },
    role: member.role,
    is_owner: member.isOwner,
    permissions: insider ? Number(member.permissions) : null,
    accepted: member.accepted,
    payouts_split: insider ? member.payoutsSplit : null,
    ordering: member.ordering,
  };
}
