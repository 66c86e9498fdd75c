// Issue 14 (language): an accounts refusal carries a descriptor of the module's errors catalogue, so the site
// shows it in the reader's language (here the generated upside-down variant), while the REST API answers the
// same refusal in English, unchanged. Real PostgreSQL, the real procedures and the real REST dispatcher.
import { describe, expect, it } from "vitest";

import { createPersonalAccessToken } from "../../core/src/auth/tokens";
import { translatorFor, UPSIDE_DOWN_LOCALE } from "../../ui/src/i18n/catalogue";
import { setupTestDatabase } from "../../../tests/setup/test-database";
import { shownRefusal } from "../../../tests/support/refusal-shown";
import { setupRestServer } from "../../../tests/support/rest-server";
import { errorMessages } from "../src/ui/error-messages";
import { signedInCaller } from "./callers";

const database = setupTestDatabase();
const api = setupRestServer();
const upsideDown = translatorFor(errorMessages, UPSIDE_DOWN_LOCALE);

/** What a site form shows for a refused procedure call in `locale`. */
const shown = (attempt: Promise<unknown>, locale: string) => shownRefusal(attempt, [errorMessages], locale);

describe("an accounts refusal in the reader's language", () => {
  it("a taken username: upside-down in the profile form, English through PATCH /v2/user", async () => {
    const owner = await signedInCaller(database.db);
    const other = await signedInCaller(database.db);
    const english = "This username is already taken.";
    const rename = () => other.caller.profile.update({ username: owner.user.username, bio: "" });

    expect(await shown(rename(), UPSIDE_DOWN_LOCALE)).toMatchObject({
      message: upsideDown("usernameTaken"),
      fields: { username: upsideDown("usernameTaken") },
    });
    expect(upsideDown("usernameTaken")).not.toBe(english);
    expect(await shown(rename(), "en-US")).toMatchObject({ message: english, fields: { username: english } });

    const { token } = await createPersonalAccessToken(database.db, {
      userId: other.user.id,
      name: "refusals",
      scopes: ["USER_READ", "USER_WRITE"],
    });
    const rest = await api.json(`/v2/user/${other.user.id}`, {
      method: "PATCH",
      token,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ username: owner.user.username }),
    });
    expect([rest.status, rest.body]).toEqual([409, { error: "conflict", description: english }]);
  });

  it("another's token: the settings' delete button shows its refusal upside-down, English in the error", async () => {
    const owner = await signedInCaller(database.db);
    const { id } = await createPersonalAccessToken(database.db, {
      userId: owner.user.id,
      name: "mine",
      scopes: ["USER_READ"],
    });
    const stranger = await signedInCaller(database.db);
    expect(await shown(stranger.caller.tokens.delete({ tokenId: id }), UPSIDE_DOWN_LOCALE)).toMatchObject({
      message: upsideDown("tokenNotFound"),
    });
    expect(upsideDown("tokenNotFound")).not.toBe("Token not found.");
    await expect(stranger.caller.tokens.delete({ tokenId: id })).rejects.toThrow("Token not found.");
  });
});
