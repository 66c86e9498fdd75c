import { z } from "zod";

import { AppError } from "@hopper/core/errors";
import type { RestHandler } from "@hopper/core/module";
import { readRestJson } from "@hopper/core/module";

import { patchProject } from "./project-writes";
import type { ProjectPatchBody } from "./project-writes";

// PATCH /v3/project/{id}: the reference's v3 edit (its client's projects_v3.edit) as the v2 edit — the same
// services, status rules, checks and transaction. The v3 names are renamed to their v2 twins here; the v2 schema
// then checks every value and its limits.

/** The v3 `environment` value and the v2 client/server pair it stands for (the inverse of v3-shapes.ts). */
const ENVIRONMENTS: Record<string, { client_side: string; server_side: string }> = {
  client_and_server: { client_side: "required", server_side: "required" },
  client_only: { client_side: "required", server_side: "unsupported" },
  client_only_server_optional: { client_side: "required", server_side: "optional" },
  server_only: { client_side: "unsupported", server_side: "required" },
  server_only_client_optional: { client_side: "optional", server_side: "required" },
  client_or_server: { client_side: "optional", server_side: "optional" },
};

/** The links a v3 edit may set by platform id; donation links are edited through v2's `donation_urls`. */
const LINK_FIELDS: Record<string, "issues_url" | "source_url" | "wiki_url" | "discord_url"> = {
  issues: "issues_url",
  source: "source_url",
  wiki: "wiki_url",
  discord: "discord_url",
};

const LINK_KEY_MAX = 64;

/** The v3 body's fields Hopper acts on; the rest (monetization, server listings…) are ignored, as v2 ignores them. */
export const projectPatchV3Body = z.looseObject({
  name: z.unknown().optional(),
  summary: z.unknown().optional(),
  description: z.unknown().optional(),
  link_urls: z
    .record(
      z.string().max(LINK_KEY_MAX, { error: "A link_urls key must be at most 64 characters." }),
      z.string({ error: "link_urls values must be URLs or null." }).nullable(),
      { error: "link_urls must be an object of platform ids to URLs." },
    )
    .optional(),
  environment: z.string({ error: "environment must be a string." }).max(64).optional(),
});

/** The v2 body a v3 body means. */
export function v2BodyOf(body: z.infer<typeof projectPatchV3Body>): Record<string, unknown> {
  const { name, summary, description, link_urls: links, environment, ...rest } = body;
  const v2: Record<string, unknown> = { ...rest };
  // v3's name/summary/description are v2's title/description/body; v2's own names are not read from a v3 body.
  delete v2.title;
  delete v2.body;
  delete v2.client_side;
  delete v2.server_side;
  delete v2.issues_url;
  delete v2.source_url;
  delete v2.wiki_url;
  delete v2.discord_url;
  delete v2.donation_urls;
  if (name !== undefined) v2.title = name;
  v2.description = summary;
  if (description !== undefined) v2.body = description;
  for (const [platform, url] of Object.entries(links ?? {})) {
    const field = LINK_FIELDS[platform];
    if (!field) {
      throw new AppError(
        "invalid_input",
        `link_urls: ${platform} cannot be edited here (issues, source, wiki and discord can); donation links are edited with PATCH /v2/project/{id} donation_urls.`,
      );
    }
    v2[field] = url;
  }
  if (environment !== undefined && environment !== "unknown") {
    const sides = ENVIRONMENTS[environment];
    if (!sides) throw new AppError("invalid_input", `Unknown environment: ${environment}.`);
    Object.assign(v2, sides);
  }
  return Object.fromEntries(Object.entries(v2).filter(([, value]) => value !== undefined)) as ProjectPatchBody;
}

/** PATCH /v3/project/{id|slug} (PROJECT_WRITE): the v2 edit with v3 field names. 204. */
export const patchProjectV3: RestHandler = async (request, ctx) => {
  const body = await readRestJson(request, projectPatchV3Body);
  const v2Request = new Request(request.url, {
    method: "PATCH",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(v2BodyOf(body)),
  });
  return patchProject(v2Request, ctx);
};

/** The JSON body PATCH /v3/project/{id} takes (documentation): the v3 names of the fields Hopper edits. */
export const projectPatchV3Schema = () =>
  import("./project-writes").then((m) =>
    m.projectPatchBody
      .omit({
        title: true,
        description: true,
        body: true,
        issues_url: true,
        source_url: true,
        wiki_url: true,
        discord_url: true,
        donation_urls: true,
        client_side: true,
        server_side: true,
      })
      .extend({
        name: z.string().optional().describe("The project's name (v2: title)"),
        summary: z.string().optional().describe("The short summary (v2: description)"),
        description: z.string().optional().describe("The long description, markdown (v2: body)"),
        link_urls: z
          .record(z.string(), z.string().nullable())
          .optional()
          .describe("issues, source, wiki, discord: a URL, or null to remove it"),
        environment: z.string().optional().describe("client_and_server, client_only, server_only, …"),
      }),
  );
