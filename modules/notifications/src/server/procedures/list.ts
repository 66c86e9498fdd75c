import { z } from "zod";

import { actorOf } from "@hopper/core/auth";
import { scopedProcedure } from "@hopper/core/trpc";

import { LIST_ORDERS, listOwnNotifications } from "../services/list";
import { notificationNames } from "../services/notification-names";

/** The site's pages show at most this many a page. */
export const SITE_PAGE_MAX = 100;

export const listInput = z
  .object({
    /** Only read (true) or unread (false) ones; both when absent (the history). */
    read: z.boolean().optional(),
    order: z.enum(LIST_ORDERS).optional(),
    limit: z.number().int().min(1).max(SITE_PAGE_MAX).optional(),
    /** The previous page's nextCursor (opaque; the service refuses a forged one). */
    cursor: z.string().max(200).nullish(),
  })
  .default({});

/**
 * A page of the viewer's own notifications, the cursor of the next one (null on the last page) and the names
 * their bodies refer to (one more query for the whole page), from which the site words each one in the reader's
 * language.
 */
export const list = scopedProcedure("NOTIFICATION_READ")
  .input(listInput)
  .query(async ({ ctx, input }) => {
    const page = await listOwnNotifications(ctx.db, actorOf(ctx.viewer).userId, input);
    return { ...page, names: await notificationNames(ctx.db, page.notifications) };
  });
