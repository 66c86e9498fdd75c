import { bitsToScopes, randomSecret, scopesToBits } from "@hopper/core/auth";
import type { ScopeName } from "@hopper/core/auth";
import type { DbOrTx } from "@hopper/core/db";

import { redirectUriMatches } from "../apps/redirect-uri";
import { GRANTABLE_SCOPE_BITS, parseScopeString } from "../scope-string";
import { findClientApp } from "./client-app";
import { CONSENT_FLOW_LIFETIME_SECONDS, issueAuthorizationCode } from "./codes";
import { redirectLocation } from "./redirect-location";

/** The authorization request's query parameters (RFC 6749 4.1.1, RFC 7636 4.3), all as the client sent them. */
export interface AuthorizationRequest {
  client_id?: string;
  redirect_uri?: string;
  scope?: string;
  state?: string;
  response_type?: string;
  code_challenge?: string;
  code_challenge_method?: string;
}

export type AuthorizationStart =
  | { kind: "invalid"; error: "invalid_client" | "invalid_redirect_uri" | "invalid_scope"; description: string }
  | { kind: "redirect"; location: string }
  | {
      kind: "consent";
      flowId: string;
      redirectUri: string;
      scopes: ScopeName[];
      app: {
        id: string;
        name: string;
        iconUrl: string | null;
        url: string | null;
        description: string | null;
        owner: { id: string; username: string };
      };
    };

export const STATE_MAX = 1024;
export const SCOPE_PARAMETER_MAX = 2048;
/** RFC 7636 4.2: BASE64URL(SHA-256(verifier)) is always 43 characters without padding. */
const S256_CHALLENGE = /^[A-Za-z0-9_-]{43}$/;

/**
 * Checks an authorization request for the signed-in user and decides what happens next. Problems with the client,
 * its redirect URI or the scopes are shown to the user and never sent anywhere (the redirect URI is not trusted
 * yet, or the app asks for more than it registered: RFC 6749 4.1.2.1, RFC 9700 4.11); every later problem goes back
 * to the app's redirect URI as an error response. A user whose authorization already covers the scopes gets a code
 * at once; otherwise a consent flow is stored for the consent screen to answer (answerConsent).
 */
export async function startAuthorization(
  db: DbOrTx,
  userId: string,
  request: AuthorizationRequest,
  issuer: string,
): Promise<AuthorizationStart> {
  const app = await findClientApp(db, request.client_id);
  if (!app || app.disabledAt) {
    return {
      kind: "invalid",
      error: "invalid_client",
      description: app
        ? "This application has been disabled and cannot sign anyone in."
        : "No application has this client_id. Check the link you followed.",
    };
  }
  const redirectUri = request.redirect_uri;
  if (!redirectUri) {
    return { kind: "invalid", error: "invalid_redirect_uri", description: "The request has no redirect_uri." };
  }
  if (
    !redirectUriMatches(
      app.redirectUris.map((row) => row.uri),
      redirectUri,
    )
  ) {
    return {
      kind: "invalid",
      error: "invalid_redirect_uri",
      description: "The redirect_uri is not one the application registered, so Hopper will not send you there.",
    };
  }
  const scopeProblem = checkScopes(request.scope, app.maxScopes);
  if (typeof scopeProblem === "string") {
    return { kind: "invalid", error: "invalid_scope", description: scopeProblem };
  }
  const scopes = scopeProblem.bits;

  // From here on the redirect URI is a registered one: errors go back to the app (RFC 6749 4.1.2.1) with the
  // issuer (RFC 9207) so a client talking to several servers knows who answered.
  const state = request.state;
  const fail = (error: string, description: string, echoState = true): AuthorizationStart => ({
    kind: "redirect",
    location: redirectLocation(redirectUri, {
      error,
      error_description: description,
      state: echoState ? state : undefined,
      iss: issuer,
    }),
  });
  // Absent means code: the reference's client sends no response_type.
  if (request.response_type !== undefined && request.response_type !== "code") {
    return fail("unsupported_response_type", "Only response_type=code is supported.");
  }
  if (state !== undefined && state.length > STATE_MAX) {
    // Not echoed: an over-long state is not stored anywhere, and sending it back would only grow the URL.
    return fail("invalid_request", `The state must be at most ${STATE_MAX} characters.`, false);
  }
  const challenge = request.code_challenge;
  if (challenge === undefined || challenge === "") {
    if (request.code_challenge_method !== undefined) {
      return fail("invalid_request", "code_challenge_method was sent without a code_challenge.");
    }
    if (app.isPublic) {
      return fail("invalid_request", "A public client must use PKCE: send code_challenge with S256.");
    }
  } else {
    // RFC 7636 4.3 defaults to plain when the method is absent; RFC 9700 2.1.1 says not to accept plain.
    if (request.code_challenge_method !== "S256") {
      return fail("invalid_request", "code_challenge_method must be S256; plain is not accepted.");
    }
    if (!S256_CHALLENGE.test(challenge)) {
      return fail("invalid_request", "code_challenge must be 43 base64url characters (an S256 challenge).");
    }
  }
  const codeChallenge = challenge ? challenge : null;

  const authorization = await db.oAuthAuthorization.findUnique({
    where: { appId_userId: { appId: app.id, userId } },
    select: { id: true, scopes: true },
  });
  if (authorization && (authorization.scopes & scopes) === scopes && canSkipConsent(app.isPublic, redirectUri)) {
    const code = await issueAuthorizationCode(db, {
      authorizationId: authorization.id,
      redirectUri,
      codeChallenge,
      scopes,
    });
    return { kind: "redirect", location: redirectLocation(redirectUri, { code, state, iss: issuer }) };
  }

  await forgetOldConsentFlows(db, userId);
  const flow = await db.oAuthConsentFlow.create({
    data: {
      id: randomSecret(32),
      appId: app.id,
      userId,
      scopes,
      redirectUri,
      state: state ?? null,
      codeChallenge,
      expiresAt: new Date(Date.now() + CONSENT_FLOW_LIFETIME_SECONDS * 1000),
    },
    select: { id: true },
  });
  return {
    kind: "consent",
    flowId: flow.id,
    redirectUri,
    scopes: bitsToScopes(scopes),
    app: {
      id: app.id,
      name: app.name,
      iconUrl: app.iconUrl,
      url: app.url,
      description: app.description,
      owner: app.owner,
    },
  };
}

/** The scope parameter's bits, or why it cannot be granted (English, shown on the error page). */
function checkScopes(value: string | undefined, maxScopes: bigint): { bits: bigint } | string {
  if (value !== undefined && value.length > SCOPE_PARAMETER_MAX) {
    return `The scope parameter must be at most ${SCOPE_PARAMETER_MAX} characters.`;
  }
  const { scopes, unknown } = parseScopeString(value ?? "");
  if (unknown.length > 0) return `Unknown scope${unknown.length > 1 ? "s" : ""}: ${unknown.join(", ")}.`;
  if (scopes.length === 0) return "The request asks for no scope; name at least one in the scope parameter.";
  const bits = scopesToBits(scopes);
  // maxScopes never holds a restricted scope; the second mask keeps that true even if a row were edited by hand.
  const allowed = maxScopes & GRANTABLE_SCOPE_BITS;
  const beyond = bits & ~allowed;
  if (beyond !== 0n) {
    return `The application may not ask for ${bitsToScopes(beyond).join(", ")}.`;
  }
  return { bits };
}

/** A user has at most this many open consent screens: every visit of /auth/authorize stores one. */
export const OPEN_CONSENT_FLOWS_MAX = 20;

/**
 * Makes room for one more consent flow: deletes the user's expired ones and those beyond the newest
 * OPEN_CONSENT_FLOWS_MAX - 1, so reloading the page (or an app sending the user back again and again) cannot grow
 * the table without bound; an old tab's Authorize then answers 'No redirect location found in response'.
 */
async function forgetOldConsentFlows(db: DbOrTx, userId: string): Promise<void> {
  const beyond = await db.oAuthConsentFlow.findMany({
    where: { userId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    skip: OPEN_CONSENT_FLOWS_MAX - 1,
    select: { id: true },
  });
  await db.oAuthConsentFlow.deleteMany({
    where: { userId, OR: [{ id: { in: beyond.map((flow) => flow.id) } }, { expiresAt: { lte: new Date() } }] },
  });
}

/**
 * Whether a user who already granted the scopes may be sent back without the screen. Not for a public client
 * redirecting to a loopback address or an app scheme: any program on the user's machine can listen there and
 * start the request with its own PKCE under that client_id, so the user must see whom they let in (RFC 8252 8.6:
 * "unless the identity of the client can be proven, the request SHOULD be processed as if no previous request had
 * been approved"). A confidential client proves itself at the token endpoint; an https redirect reaches only the
 * app's own site.
 */
function canSkipConsent(isPublic: boolean, redirectUri: string): boolean {
  return !isPublic || redirectUri.startsWith("https://");
}
