// Issue 14 (language): what accounts and the kernel's token checks show on the site comes from the catalogues, so
// the generated upside-down variant turns all of it, while the error's own English (REST's description and the
// procedures' messages) is unchanged. The avatar upload's plain post carries only a fixed code back to the settings,
// never the refusal's text, and the settings and sign-in pages show nothing of a forged `?error=<text>`.
// Real PostgreSQL, the real route handler and the real procedures.
import { encode } from "@auth/core/jwt";
import { describe, expect, it } from "vitest";

import { createSession } from "../../core/src/auth/sessions";
import { authSecret } from "../../core/src/config/secret";
import { translatorFor, UPSIDE_DOWN_LOCALE } from "../../ui/src/i18n/catalogue";
import { shellMessages } from "../../ui/src/i18n/messages/en-US";
import { setupTestDatabase } from "../../../tests/setup/test-database";
import { TINY_PNG } from "../../../tests/support/images";
import { shownRefusal } from "../../../tests/support/refusal-shown";
import { tempDataDir } from "../../../tests/support/temp-dir";
import {
  providerSignInFailure,
  SIGN_IN_ERRORS,
  signInErrorAddress,
  signInErrorKey,
} from "../src/server/auth/sign-in-errors";
import { AVATAR_ERRORS, avatarErrorKey } from "../src/server/http/avatar-errors";
import { POST } from "../src/server/http/upload-avatar";
import { createUser } from "../src/server/services/create-user";
import { resolveProviderSignIn } from "../src/server/services/linked-accounts";
import { problem, refusal } from "../src/server/services/refusals";
import { errorMessages } from "../src/ui/error-messages";
import { messages } from "../src/ui/messages";
import { signedInCaller } from "./callers";

tempDataDir("hopper-site-language-");

const database = setupTestDatabase();
const COOKIE = "authjs.session-token";
const english = translatorFor(errorMessages, "en-US");
const upsideDown = translatorFor(errorMessages, UPSIDE_DOWN_LOCALE);
const FORGED = ["Your account is locked. Call +1 555 0100 now.", "constructor", "toString", "__proto__", ""];

async function signedInCookie() {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const user = await createUser(database.db, {
    username: `language${stamp}`,
    email: `language.${stamp}@example.com`,
    password: "a fine password",
  });
  const session = await createSession(database.db, user.id);
  return `${COOKIE}=${await encode({ token: { sid: session.id }, secret: authSecret(), salt: COOKIE })}`;
}

/** The plain (no JavaScript) form post of `bytes` as the avatar; null sends the empty part of an unchosen file. */
function plainPost(cookie: string, bytes: Uint8Array | null) {
  const body = new FormData();
  body.append("avatar", bytes ? new Blob([bytes.slice()], { type: "image/png" }) : new Blob([]), bytes ? "me.png" : "");
  return POST(
    new Request("http://localhost/api/accounts/avatar", {
      method: "POST",
      headers: { cookie, "sec-fetch-site": "same-origin" },
      body,
    }),
  );
}

describe("the avatar upload's refusal in the settings' address", () => {
  it("is a fixed code for each refusal, never the refusal's text", async () => {
    const cookie = await signedInCookie();
    const big = new Uint8Array(256 * 1024 + 1);
    big.set(TINY_PNG);
    // A PNG signature with nothing readable after it: sniffed as PNG, refused by the image decoder.
    const damaged = new Uint8Array(64);
    damaged.set(TINY_PNG.slice(0, 16));
    const cases: [Uint8Array | null, string][] = [
      [null, "missing"],
      [big, "too-large"],
      [new Uint8Array(600 * 1024), "too-large"],
      [new TextEncoder().encode("<svg onload=alert(1)>"), "type"],
      [damaged, "unusable"],
    ];
    for (const [bytes, code] of cases) {
      const response = await plainPost(cookie, bytes);
      expect(response.status).toBe(303);
      expect(response.headers.get("location")).toBe(`/settings/profile?error=${code}`);
    }
  });

  it("each code reads its catalogue message, upside-down in that variant; anything else reads nothing", () => {
    for (const code of Object.keys(AVATAR_ERRORS)) {
      const key = avatarErrorKey(code);
      expect(key).not.toBeNull();
      expect(upsideDown(key!)).not.toBe(english(key!));
    }
    expect(english(avatarErrorKey("type")!)).toBe("Avatars must be PNG, JPEG, GIF or WebP images.");
    for (const forged of [...FORGED, encodeURIComponent("Choose an image to upload."), ["type"], undefined]) {
      expect(avatarErrorKey(forged)).toBeNull();
    }
  });
});

describe("the provider sign-in's errors on /auth/sign-in", () => {
  it("read from the accounts errors catalogue by code, upside-down in that variant; a forged value reads nothing", () => {
    expect(Object.keys(SIGN_IN_ERRORS)).toEqual([
      "provider-linked-elsewhere",
      "provider-email-taken",
      "provider-failed",
      // A banned account signing in with a provider (issue 16) comes back with its own sentence.
      "banned",
    ]);
    expect(english(signInErrorKey("provider-failed")!)).toBe(
      "Signing in with that provider failed. Try again, or use your password.",
    );
    for (const code of Object.keys(SIGN_IN_ERRORS)) {
      const key = signInErrorKey(code)!;
      expect(upsideDown(key)).not.toBe(english(key));
    }
    for (const forged of FORGED) expect(signInErrorKey(forged)).toBeNull();
  });

  it("a refused provider sign-in goes back with the code of its refusal's key, anything else as provider-failed", async () => {
    const owner = await createUser(database.db, {
      username: `provider${Date.now().toString(36)}`,
      email: `provider.${Date.now().toString(36)}@example.com`,
      password: "a fine password",
    });
    const someoneElse = await signedInCaller(database.db);
    const profile = (sub: string, email: string | null) => ({
      provider: "github",
      providerAccountId: `${sub}-${owner.id}`,
      email,
      emailVerified: true,
      suggestedUsername: "provider",
    });
    const refused = (attempt: Promise<unknown>) =>
      attempt.then(
        () => null,
        (error: unknown) => error,
      );
    await resolveProviderSignIn(database.db, profile("mine", null), owner.id);
    const failures = [
      await refused(resolveProviderSignIn(database.db, profile("mine", null), someoneElse.user.id)),
      await refused(resolveProviderSignIn(database.db, profile("theirs", owner.email), null)),
      // Another conflict is not a taken address (it was, by its code, before).
      refusal("conflict", problem("noFreeUsername")),
      new Error("the provider answered 500"),
      null,
    ];
    expect(failures.map(providerSignInFailure)).toEqual([
      "provider-linked-elsewhere",
      "provider-email-taken",
      "provider-failed",
      "provider-failed",
      "provider-failed",
    ]);
    expect(signInErrorAddress("provider-email-taken")).toBe("/auth/sign-in?error=provider-email-taken");
  });
});

describe("the settings forms' success notices", () => {
  it("come from the catalogue, with the count of signed-out sessions in the sentence", () => {
    const t = translatorFor(messages, "en-US");
    expect(t("settings.notices.passwordChanged", { signedOut: 0 })).toBe("Password changed.");
    expect(t("settings.notices.passwordChanged", { signedOut: 1 })).toBe(
      "Password changed. 1 other session signed out.",
    );
    expect(t("settings.notices.passwordChanged", { signedOut: 3 })).toBe(
      "Password changed. 3 other sessions signed out.",
    );
    const turned = translatorFor(messages, UPSIDE_DOWN_LOCALE);
    for (const key of ["profileSaved", "emailVerificationSent", "twoFactorOff", "providerUnlinked"] as const) {
      expect(turned(`settings.notices.${key}`)).not.toBe(t(`settings.notices.${key}`));
    }
    expect(turned("settings.notices.passwordChanged", { signedOut: 3 })).toContain("3");
    expect(turned("reset.changed")).not.toBe(t("reset.changed"));
  });
});

describe("a personal access token's checks (core) in the reader's language", () => {
  it("name, scopes and expiry: the field's message upside-down on the site, the procedure's English unchanged", async () => {
    const shell = translatorFor(shellMessages, UPSIDE_DOWN_LOCALE);
    const owner = await signedInCaller(database.db);
    const cases = [
      [
        { name: "No", scopes: ["USER_READ" as const] },
        "name",
        "Token name must be between 3 and 64 characters.",
        shell("refusals.tokenNameLength", { min: "3", max: "64" }),
      ],
      [{ name: "No scopes", scopes: [] }, "scopes", "Choose at least one scope.", shell("refusals.tokenScopesMissing")],
      [
        { name: "Too strong", scopes: ["USER_READ" as const, "PAT_CREATE" as const] },
        "scopes",
        "These scopes cannot be given to a token: PAT_CREATE.",
        shell("refusals.tokenScopesRestricted", { scopes: "PAT_CREATE" }),
      ],
      [
        { name: "Half a day", scopes: ["USER_READ" as const], expiresInDays: 0.5 },
        "expiresInDays",
        "Expiry must be a whole number of days, at least 1.",
        shell("refusals.tokenExpiry"),
      ],
    ] as const;
    for (const [input, field, message, turned] of cases) {
      const create = () => owner.caller.tokens.create({ ...input, scopes: [...input.scopes] });
      expect(await shownRefusal(create(), [errorMessages], UPSIDE_DOWN_LOCALE)).toMatchObject({
        message: turned,
        fields: { [field]: turned },
      });
      expect(turned).not.toBe(message);
      expect(await shownRefusal(create(), [errorMessages], "en-US")).toMatchObject({
        message,
        fields: { [field]: message },
      });
      await expect(create()).rejects.toThrow(message);
    }
    expect(shell("refusals.tokenScopesRestricted", { scopes: "PAT_CREATE" })).toContain("PAT_CREATE");
  });
});
