import { AppError } from "@hopper/core/errors";
import type { RestHandler } from "@hopper/core/module";
import { restJson } from "@hopper/core/module";

import { ALL_RIGHTS_RESERVED, findLicense } from "../../tags/licenses";

type FullList = Record<string, { name: string; licenseText?: string }>;
let full: Promise<FullList> | undefined;
// The texts are 5 MB: loaded on the first request for one, not with the tag lists.
const texts = () => (full ??= import("spdx-license-list/full").then((module) => module.default as FullList));

/** GET /v2/tag/license/{id}: `{ title, body }` — the license's name and full text. */
const handler: RestHandler = async (_request, ctx) => {
  const license = findLicense(ctx.params.id ?? "");
  if (!license) throw new AppError("not_found", "The requested license was not found.");
  if (license.short === ALL_RIGHTS_RESERVED) {
    return restJson(
      { title: "All Rights Reserved", body: "All rights reserved unless explicitly stated." },
      { headers: { "Cache-Control": "public, max-age=3600" } },
    );
  }
  const entry = (await texts())[license.short];
  return restJson(
    { title: license.name, body: entry?.licenseText ?? "" },
    { headers: { "Cache-Control": "public, max-age=3600" } },
  );
};

export default handler;
