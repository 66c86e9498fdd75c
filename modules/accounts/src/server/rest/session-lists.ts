import { z } from "zod";

import { scopesToBits } from "@hopper/core/auth";
import { AppError } from "@hopper/core/errors";
import type { RestContext, RestHandler } from "@hopper/core/module";
import { restJson } from "@hopper/core/module";

import { listSessions } from "../services/sessions";
import { listTokens } from "../services/tokens";

// The signed-in browser's own tokens and sessions, as the reference's client reads them for its settings pages
// (GET /v2/pat, GET /v2/session/list). The dispatcher answers these only to a session cookie: their scopes
// (PAT_READ, SESSION_READ) are ones no token may hold, so a token gets 401 before a handler runs.

export const patSchema = z.object({
  id: z.string(),
  name: z.string(),
  access_token: z.null().describe("Never shown again after creation (Hopper stores only a hash)."),
  scopes: z.number().describe("Scope bit flags, the reference platform's bit positions"),
  user_id: z.string(),
  created: z.string(),
  expires: z
    .string()
    .describe("A token without an expiry answers 9999-12-31T23:59:59.999Z (the reference requires one)."),
  last_used: z.string().nullable(),
});

export const sessionSchema = z.object({
  id: z.string(),
  session: z.null().describe("The session secret is never shown."),
  user_id: z.string(),
  created: z.string(),
  last_login: z.string(),
  expires: z.string(),
  refresh_expires: z.string(),
  os: z.string().nullable(),
  platform: z.string().nullable(),
  user_agent: z.string(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  ip: z.string(),
  current: z.boolean(),
});

const NEVER = new Date("9999-12-31T23:59:59.999Z");

function sessionViewer(ctx: RestContext) {
  if (ctx.viewer?.via !== "session") {
    throw new AppError("unauthorized", "Authentication Error: this endpoint needs a signed-in session");
  }
  return ctx.viewer;
}

/** GET /v2/pat: the signed-in user's personal access tokens, newest first, without their secrets. */
export const getPats: RestHandler = async (_request, ctx) => {
  const viewer = sessionViewer(ctx);
  const tokens = await listTokens(ctx.db, viewer.user.id);
  const body: z.infer<typeof patSchema>[] = tokens.map((token) => ({
    id: token.id,
    name: token.name,
    access_token: null,
    scopes: Number(scopesToBits(token.scopes)),
    user_id: viewer.user.id,
    created: token.createdAt.toISOString(),
    // The reference's tokens always expire and its client reads a date; "never" is the latest date there is.
    expires: (token.expiresAt ?? NEVER).toISOString(),
    last_used: token.lastUsedAt?.toISOString() ?? null,
  }));
  return restJson(body);
};

/** GET /v2/session/list: the signed-in user's live sessions, most recently used first; `current` marks this one. */
export const getSessions: RestHandler = async (_request, ctx) => {
  const viewer = sessionViewer(ctx);
  const sessions = await listSessions(ctx.db, viewer.user.id);
  const body: z.infer<typeof sessionSchema>[] = sessions.map((session) => ({
    id: session.id,
    session: null,
    user_id: viewer.user.id,
    created: session.createdAt.toISOString(),
    last_login: session.lastAccessed.toISOString(),
    expires: session.expiresAt.toISOString(),
    // Hopper sessions have one lifetime and no refresh window: both end together.
    refresh_expires: session.expiresAt.toISOString(),
    os: session.os,
    platform: session.platform,
    // Hopper keeps the browser and system it derived from the user agent, not the header itself.
    user_agent: [session.platform, session.os].filter(Boolean).join(" on "),
    city: null,
    country: null,
    ip: session.ip ?? "",
    current: session.id === viewer.sessionId,
  }));
  return restJson(body);
};
