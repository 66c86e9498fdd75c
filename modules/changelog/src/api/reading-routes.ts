import type { RestRoute, RestTag } from "@hopper/core/module";

import { changelogQuery } from "../server/rest/changelog-schemas";

// The changelog's public read route for the desktop app (docs/api.md, "Changelog"); the handler and the answer's
// schema load on first use.

const CHANGELOG: RestTag = {
  name: "Changelog",
  description: "Dated entries of the web, servers and app product lines, as /news/changelog shows them",
};

export const changelogApiRoutes: RestRoute[] = [
  {
    method: "GET",
    path: "/v3/changelog",
    summary: "Published changelog entries, newest first, optionally of one product line",
    operationId: "getChangelog",
    tag: CHANGELOG,
    query: changelogQuery,
    response: {
      kind: "json",
      description: "The entries: product, date (ISO 8601), version label when there is one, markdown body",
      schema: () => import("../server/rest/changelog-schemas").then((m) => m.changelogResponseSchema),
    },
    handler: () => import("../server/rest/changelog"),
  },
];
