import type { User } from "@hopper/core/db";

/** The reference API's user object (v2 field names). */
export function userBody(user: User, { withEmail }: { withEmail: boolean }) {
  return {
    id: user.id,
    username: user.username,
    name: null,
    email: withEmail ? user.email : null,
    email_verified: withEmail ? user.emailVerified !== null : null,
    bio: user.bio,
    avatar_url: user.avatarUrl,
    created: user.createdAt.toISOString(),
    role: user.role === "user" ? "developer" : user.role,
    badges: 0,
    payout_data: null,
    github_id: null,
  };
}
