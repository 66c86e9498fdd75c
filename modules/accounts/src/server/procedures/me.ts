import { publicProcedure } from "@hopper/core/trpc";

/** The signed-in user, or null; what the header's user menu shows. */
export const me = publicProcedure.query(({ ctx }) => {
  if (!ctx.viewer) return null;
  const { id, username, role, avatarUrl, email, emailVerified } = ctx.viewer.user;
  return { id, username, role, avatarUrl, hasEmail: email !== null, emailVerified: emailVerified !== null };
});
