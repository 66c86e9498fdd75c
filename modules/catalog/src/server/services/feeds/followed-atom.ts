import { translatorFor } from "@hopper/ui/i18n/catalogue";

import type { DbOrTx } from "@hopper/core/db";

import { feedMessages } from "../../../ui/messages/feed";
import { versionsAtom } from "./atom";
import { followedVersionsFeed } from "./followed-feed";

/**
 * The Atom document of a user's private feed (followed projects' new versions) at the site path `self`, and when
 * it last changed (its newest version; the epoch while it is empty, so an empty feed's bytes stay the same).
 */
export async function followedFeedAtom(
  db: DbOrTx,
  userId: string,
  self: string,
): Promise<{ xml: string; updated: Date }> {
  const entries = await followedVersionsFeed(db, userId);
  const updated = entries[0]?.datePublished ?? new Date(0);
  const t = translatorFor(feedMessages, "en-US");
  const xml = versionsAtom({
    // Permanent per user, whatever the secret in the address becomes; it names the user, not the secret.
    id: `urn:hopper:followed-versions:${userId}`,
    title: t("followedTitle"),
    page: "/collection/following",
    self,
    updated,
    entries,
    projectInTitle: true,
  });
  return { xml, updated };
}
