import type { Metadata } from "next";

import { getT } from "@hopper/ui/i18n/server";
import { publicUrl } from "@hopper/ui/server/public-url";

import { isPubliclyVisible } from "../server/services/projects/statuses";
import { feedMessages } from "./messages/feed";

/**
 * A project page's metadata with `<link rel="alternate" type="application/atom+xml">` to the project's public
 * feed (server/http/project-feed), which feed readers and browsers find from the page. Only projects that have
 * one (approved and archived) get the link.
 */
export async function withProjectFeedLink(
  metadata: Metadata,
  project: { name: string; status: string },
  path: string,
): Promise<Metadata> {
  if (!isPubliclyVisible(project.status)) return metadata;
  const t = await getT(feedMessages);
  const feed = { url: publicUrl(`${path}/feed.atom`), title: t("projectLink", { project: project.name }) };
  return { ...metadata, alternates: { ...metadata.alternates, types: { "application/atom+xml": [feed] } } };
}
