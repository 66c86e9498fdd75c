import { z } from "zod";

import type { RestHandler } from "@hopper/core/module";
import { restJson } from "@hopper/core/module";

import type { userBody } from "./user-body";
import userSelf from "./user-self";
import { getUser } from "./users";

// GET /v3/user and /v3/user/{id}: the v2 answers (same lookup, same email rule) in the reference's v3 user shape,
// which has no display name, adds the original avatar address and the campaign badges.

type UserJson = ReturnType<typeof userBody>;

export const userV3Schema = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string().nullable(),
  email_verified: z.boolean().nullable(),
  bio: z.string().nullable(),
  avatar_url: z.string().nullable(),
  raw_avatar_url: z.string().nullable(),
  created: z.string(),
  role: z.string(),
  badges: z.number(),
  campaigns: z.object({ pride_26: z.null() }),
});
export type UserV3 = z.infer<typeof userV3Schema>;

export function userV3(user: UserJson): UserV3 {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    email_verified: user.email_verified,
    bio: user.bio,
    avatar_url: user.avatar_url,
    raw_avatar_url: user.avatar_url,
    created: user.created,
    role: user.role,
    badges: user.badges,
    campaigns: { pride_26: null },
  };
}

/** Answers a v2 handler's user converted to v3; an error answer passes through unchanged. */
const asV3 =
  (v2: RestHandler): RestHandler =>
  async (request, ctx) => {
    const response = await v2(request, ctx);
    if (response.status !== 200) return response;
    return restJson(userV3((await response.json()) as UserJson));
  };

/** GET /v3/user (USER_READ): the token's own user. */
export const getSelfV3 = asV3(userSelf);

/** GET /v3/user/{id|username}. */
export const getUserV3 = asV3(getUser);
