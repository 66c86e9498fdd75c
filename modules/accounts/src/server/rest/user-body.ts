import type { User } from "@hopper/core/db";

import type { UserV2 } from "./user-schema";

/** The reference API's user object (v2 field names). */
export function userBody(user: User, { withEmail, origin }: { withEmail: boolean; origin: string }): UserV2 {
  return {
    id: user.id,
    username: user.username,
    name: null,
    email: withEmail ? user.email : null,
    email_verified: withEmail ? user.emailVerified !== null : null,
    bio: user.bio,
    // Stored relative to the site (/cdn/…); launchers need an absolute address.
    avatar_url: user.avatarUrl ? new URL(user.avatarUrl, origin).toString() : null,
    created: user.createdAt.toISOString(),
    role: user.role === "user" ? "developer" : user.role,
    badges: 0,
    payout_data: null,
    github_id: null,
  };
}
