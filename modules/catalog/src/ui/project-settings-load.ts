import "server-only";

import { notFound } from "next/navigation";

import { db } from "@hopper/core/db";
import { getLocale, getT } from "@hopper/ui/i18n/server";
import type { PageProps } from "@hopper/ui/server/render-page";

import { mediaRefusalText } from "../server/services/media/media-refusal-codes";
import { teamMemberRow } from "../server/services/teams/team-listing";
import { loadProjectPage } from "./load";
import { sealedRefusal } from "@hopper/ui/server/refusal-seal";
import { settingsMessages } from "./messages/settings";

const NOTICES = ["created", "saved", "submitted", "status", "members", "organization"] as const;
type Notice = (typeof NOTICES)[number];
const isNotice = (notice: unknown): notice is Notice => (NOTICES as readonly unknown[]).includes(notice);

/** The text of a `?notice=` the project actions redirect with, in the reader's language; unknown ones say nothing. */
async function noticeText(notice: unknown): Promise<string | null> {
  if (!isNotice(notice)) return null;
  const t = await getT(settingsMessages);
  return t(`notices.${notice}`);
}

/**
 * What every project settings tab starts from: the project, the viewer's permissions on it and their pending
 * invitation, if any (an invitee reaches the settings to answer it). Nobody else gets past the 404.
 */
export async function loadProjectSettings({ params, searchParams }: PageProps) {
  const { id } = await params;
  const query = await searchParams;
  const page = await loadProjectPage(id);
  const own = page.actor ? await teamMemberRow(db(), page.project.teamId, page.actor.userId) : null;
  const invitation = own && !own.accepted ? own : null;
  if (page.permissions === 0n && !invitation) notFound();
  // The media upload's refusal is a code read from the catalogue (media-refusal-codes.ts); the forms' server
  // actions (actions/form-runner.ts) send their refusal's texts sealed, with the messages per field shown next
  // to their fields. Text an address carries without the site's seal shows nothing.
  const refused = sealedRefusal(query);
  const notice =
    mediaRefusalText(query.error, (await getLocale()).locale) ?? refused.message ?? (await noticeText(query.notice));
  const fieldErrors = refused.fields;
  return {
    ...page,
    invitation,
    notice,
    fieldErrors,
    can: (flag: bigint) => (page.permissions & flag) !== 0n,
  };
}

export type ProjectSettings = Awaited<ReturnType<typeof loadProjectSettings>>;
