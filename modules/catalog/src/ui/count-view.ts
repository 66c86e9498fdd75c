import "server-only";

import { headers } from "next/headers";
import { after } from "next/server";

import { config } from "@hopper/core/config";
import { db } from "@hopper/core/db";
import { clientAddress } from "@hopper/core/http";
import { componentLogger } from "@hopper/core/log";

import { recordView } from "../server/services/counting/views";
import { isViewableByLink } from "../server/services/projects/statuses";

const log = componentLogger("catalog");

/**
 * Counts a view of a project's page (or of one of its versions' pages) after the response is sent: `after()` runs
 * the write once the page has streamed, so counting never delays or fails a render (docs/analytics.md,
 * "Counting"). Call it from the public pages' render only, not from generateMetadata (that would read twice).
 * Only a project anyone may open is counted: staff reviewing a draft or a project in review are no audience.
 */
export async function countPageView(
  project: { id: string; status: string },
  viewerId: string | null,
  versionId?: string,
): Promise<void> {
  if (!isViewableByLink(project.status)) return;
  const requestHeaders = await headers();
  // after() runs outside the request: take the headers now, as a plain copy.
  const copy = new Headers(requestHeaders);
  after(async () => {
    try {
      await recordView(db(), {
        projectId: project.id,
        versionId: versionId ?? null,
        ip: clientAddress(copy) ?? "local",
        userId: viewerId,
        headers: copy,
        source: "page",
        siteOrigins: [config().HOPPER_URL],
      });
    } catch (error) {
      log.error({ err: error }, "could not record a view");
    }
  });
}
