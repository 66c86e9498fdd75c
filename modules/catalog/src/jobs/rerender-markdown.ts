import { db } from "@hopper/core/db";
import { componentLogger } from "@hopper/core/log";
import type { JobHandler } from "@hopper/core/module";

import { rerenderStaleMarkdown } from "../server/services/markdown/rerender-stale";

/** Stored description and changelog HTML made with an older render key is rendered again (docs/markdown.md). */
const handler: JobHandler<Record<string, never>> = async () => {
  const report = await rerenderStaleMarkdown(db());
  if (report.projects + report.versions > 0) {
    componentLogger("catalog").info(report, "re-rendered stale stored markdown");
  }
};

export default handler;
