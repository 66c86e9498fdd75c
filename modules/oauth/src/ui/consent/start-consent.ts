import "server-only";

import { cache } from "react";
import { ZodError } from "zod";

import type { AuthorizationStart } from "../../server/services/authorize/start-authorization";
import { oauthCaller, siteOrigin } from "./oauth-caller";

const PARAMETERS = [
  "client_id",
  "redirect_uri",
  "scope",
  "state",
  "response_type",
  "code_challenge",
  "code_challenge_method",
] as const;

export type ConsentStart = AuthorizationStart | { kind: "malformed"; description: string };

type Query = Record<string, string | string[] | undefined>;

/**
 * Starts the authorization request once per page render: the page and its title both need the answer, and each
 * start stores a consent flow, so React's per-request cache keys it by the query string.
 */
const startOnce = cache(async (serialized: string): Promise<ConsentStart> => {
  const query = JSON.parse(serialized) as Query;
  const request: Partial<Record<(typeof PARAMETERS)[number], string>> = {};
  for (const name of PARAMETERS) {
    const value = query[name];
    // RFC 6749 3.1: a parameter sent more than once makes the request invalid.
    if (Array.isArray(value)) {
      return { kind: "malformed", description: `The ${name} parameter appears more than once.` };
    }
    if (value !== undefined) request[name] = value;
  }
  try {
    return await (await oauthCaller()).consent.start({ request, origin: await siteOrigin() });
  } catch (error) {
    const cause = error instanceof Error ? error.cause : undefined;
    if (cause instanceof ZodError) {
      return { kind: "malformed", description: cause.issues[0]?.message ?? "The request is malformed." };
    }
    throw error;
  }
});

export const startConsent = (query: Query) => {
  const relevant = Object.fromEntries(PARAMETERS.map((name) => [name, query[name]]));
  return startOnce(JSON.stringify(relevant));
};
