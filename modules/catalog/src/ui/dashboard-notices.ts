import "server-only";

import { refusalSeal, sealedRefusal } from "@hopper/ui/server/refusal-seal";

// What /dashboard/projects shows after its forms (the bulk actions, an invitation's Accept or Decline): a notice
// by key, read from the dashboard catalogue in the reader's language, and refusal texts sealed as runForm seals
// ?error= (ui/refusal-seal.ts). An address can name a key but never put a sentence of its own on the page.

type Query = Record<string, string | string[] | undefined>;

/** The notices the dashboard's forms send, by key → the dashboard catalogue's message. */
export const DASHBOARD_NOTICES = {
  deleted: "projects.deleted",
  accepted: "projects.invitationAccepted",
  declined: "projects.invitationDeclined",
  "choose-projects": "projects.bulkNone",
  updated: "projects.bulkUpdated",
} as const;
export type DashboardNotice = keyof typeof DASHBOARD_NOTICES;

/** The dashboard's refusal parameters besides ?error= (which reopens the create dialog). */
export type DashboardRefusal = "bulkError" | "invitationError";

/** Puts a refusal's text in `params` under `name`, with its seal. */
export function setSealedText(params: URLSearchParams, name: DashboardRefusal, text: string): void {
  params.set(name, text);
  params.set(`${name}Seal`, refusalSeal(text, {}));
}

/** The text of `name` when this site sealed it; null when absent, forged or altered. */
export function sealedText(query: Query, name: DashboardRefusal): string | null {
  const text = query[name];
  if (typeof text !== "string") return null;
  return sealedRefusal({ error: text, seal: query[`${name}Seal`] }).message;
}

/** The bulk actions' notice: how many of the chosen projects changed (`notice=updated&done=&total=`). */
export function setBulkNotice(params: URLSearchParams, done: number, total: number): void {
  if (total === 0) return params.set("notice", "choose-projects");
  params.set("notice", "updated");
  params.set("done", String(done));
  params.set("total", String(total));
}

type NoticeKey = (typeof DASHBOARD_NOTICES)[DashboardNotice];
/** A notice to show: a message without values, or the bulk count with its two. */
export type NamedNotice =
  | { key: Exclude<NoticeKey, "projects.bulkUpdated"> }
  | { key: "projects.bulkUpdated"; values: { done: string; total: string } };

/** The notice an address names: its catalogue key and values, or null for anything that is not one. */
export function dashboardNotice(query: Query): NamedNotice | null {
  const notice = query.notice;
  if (typeof notice !== "string" || !Object.hasOwn(DASHBOARD_NOTICES, notice)) return null;
  const key = DASHBOARD_NOTICES[notice as DashboardNotice];
  if (key !== "projects.bulkUpdated") return { key };
  const count = (name: string) => {
    const raw = query[name];
    return typeof raw === "string" && /^\d{1,6}$/.test(raw) ? String(Number(raw)) : null;
  };
  const done = count("done");
  const total = count("total");
  return done !== null && total !== null ? { key, values: { done, total } } : null;
}
