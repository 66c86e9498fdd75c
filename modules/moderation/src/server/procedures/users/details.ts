import { z } from "zod";

import { staffUserDetails } from "@hopper/accounts/server";
import { listUserProjects } from "@hopper/catalog/server";
import { actorOf } from "@hopper/core/auth";
import { staffProcedure } from "@hopper/core/trpc";
import { refText } from "@hopper/core/validation";

import { reportsAgainstUser } from "../../services/staff/report-counts";

/**
 * Staff: an account's details by username (email, sign-in methods, two-factor, ban), its projects and the reports
 * against it; null when there is no such user.
 */
export const details = staffProcedure
  .input(z.object({ username: refText("The username") }))
  .query(async ({ ctx, input }) => {
    const actor = actorOf(ctx.viewer);
    const user = await staffUserDetails(ctx.db, actor, input.username);
    if (!user) return null;
    const [projects, reports] = await Promise.all([
      listUserProjects(ctx.db, user.id),
      reportsAgainstUser(ctx.db, actor, user.id),
    ]);
    return {
      user,
      projects: projects.map(({ id, slug, name, projectType, status }) => ({ id, slug, name, projectType, status })),
      reports,
    };
  });
