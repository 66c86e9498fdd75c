import type { Actor } from "@hopper/core/auth";
import { ID_PATTERN } from "@hopper/core/db";
import type { DbOrTx, Prisma } from "@hopper/core/db";

import { requireStaff } from "./app-access";
import { APP_SELECT } from "./app-reads";
import type { AppView } from "./app-reads";
import { appNotFound } from "./refusals";
import { cutAppTokens } from "./cut-tokens";
import { inTransaction } from "./transaction";

// The staff's view of every app (/admin/applications): a page of them, newest first, and the switch that stops
// an app signing anyone in.

export const STAFF_APPS_PAGE_SIZE = 25;
const NAME_FILTER_MAX = 64;

export interface StaffAppsQuery {
  /** 1-based. */
  page?: number;
  /** Part of the name, any case. */
  name?: string;
}

export interface StaffAppsPage {
  apps: AppView[];
  total: number;
  page: number;
  pages: number;
}

/** A page of every app, newest first, optionally filtered by name (staff only). */
export async function listAppsForStaff(
  db: DbOrTx,
  actor: Actor | null,
  query: StaffAppsQuery = {},
): Promise<StaffAppsPage> {
  requireStaff(actor);
  const name = (query.name ?? "").trim().slice(0, NAME_FILTER_MAX);
  const where: Prisma.OAuthAppWhereInput = name ? { name: { contains: name, mode: "insensitive" } } : {};
  const total = await db.oAuthApp.count({ where });
  const pages = Math.max(1, Math.ceil(total / STAFF_APPS_PAGE_SIZE));
  const page = Math.min(Math.max(1, Math.floor(query.page ?? 1)), pages);
  const apps = await db.oAuthApp.findMany({
    where,
    select: APP_SELECT,
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
    skip: (page - 1) * STAFF_APPS_PAGE_SIZE,
    take: STAFF_APPS_PAGE_SIZE,
  });
  return { apps, total, page, pages };
}

/**
 * Disables (or enables again) an app (staff only). Disabling cuts every token of the app and drops its open
 * consent screens in one transaction; the authorization and token endpoints refuse a disabled app. Enabling
 * restores nothing: users sign in to the app again.
 */
export async function setAppDisabled(db: DbOrTx, actor: Actor | null, appId: string, disabled: boolean) {
  requireStaff(actor);
  const app = ID_PATTERN.test(appId)
    ? await db.oAuthApp.findUnique({ where: { id: appId }, select: { id: true, disabledAt: true } })
    : null;
  if (!app) throw appNotFound();
  await inTransaction(db, async (tx) => {
    if (disabled) {
      await cutAppTokens(tx, app.id);
      await tx.oAuthConsentFlow.deleteMany({ where: { appId: app.id } });
    }
    // Disabling twice keeps the first date: when staff first stopped the app.
    const disabledAt = disabled ? (app.disabledAt ?? new Date()) : null;
    await tx.oAuthApp.update({ where: { id: app.id }, data: { disabledAt }, select: { id: true } });
  });
}
