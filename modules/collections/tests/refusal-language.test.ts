// Issue 14 (language): a collections refusal carries a descriptor of the module's errors catalogue, so the site
// shows it in the reader's language (here the generated upside-down variant), while the REST API answers the
// same refusal in English, unchanged. Real PostgreSQL, the real procedures and the real REST dispatcher.
import { describe, expect, it } from "vitest";

import { createPersonalAccessToken } from "../../core/src/auth/tokens";
import { createSession } from "../../core/src/auth/sessions";
import { resolveViewer } from "../../core/src/auth/viewer";
import { newId } from "../../core/src/db/ids";
import { createCallerFactory } from "../../core/src/trpc";
import { formErrorsOf, localizeFormErrors } from "../../ui/src/forms/field-errors";
import { translatorFor, UPSIDE_DOWN_LOCALE } from "../../ui/src/i18n/catalogue";
import { setupTestDatabase } from "../../../tests/setup/test-database";
import { shownRefusal } from "../../../tests/support/refusal-shown";
import { setupRestServer } from "../../../tests/support/rest-server";
import { collectionsRouter } from "../src/server/router";
import { createCollection } from "../src/server/services/collections";
import { errorMessages } from "../src/ui/error-messages";

const database = setupTestDatabase();
const api = setupRestServer();
const createCaller = createCallerFactory(collectionsRouter);
const upsideDown = translatorFor(errorMessages, UPSIDE_DOWN_LOCALE);

/** A user, the collections router called as them through a real session, and a PAT for REST. */
async function person() {
  const id = newId();
  const username = `refused_${id}`;
  await database.db.user.create({ data: { id, username, usernameKey: username.toLowerCase(), role: "user" } });
  const viewer = await resolveViewer(database.db, { sessionId: (await createSession(database.db, id)).id });
  const { token } = await createPersonalAccessToken(database.db, {
    userId: id,
    name: "refusals",
    scopes: ["COLLECTION_READ", "COLLECTION_WRITE"],
  });
  return { id, token, caller: createCaller({ db: database.db, viewer, ip: null, userAgent: null }) };
}

/** What a site form shows for a refused procedure call in `locale`. */
const shown = (attempt: Promise<unknown>, locale: string) => shownRefusal(attempt, [errorMessages], locale);

describe("a collections refusal in the reader's language", () => {
  it("another's collection: upside-down in the remove button, English through PATCH /v3/collection", async () => {
    const owner = await person();
    const stranger = await person();
    const { id } = await createCollection(database.db, { userId: owner.id, role: "user" }, { name: "My picks" });
    const english = "You do not have permission to edit this collection.";
    const remove = () => stranger.caller.removeProject({ collectionId: id, projectId: "AAAAAAAA" });

    expect(await shown(remove(), UPSIDE_DOWN_LOCALE)).toMatchObject({ message: upsideDown("forbidden.edit") });
    expect(upsideDown("forbidden.edit")).not.toBe(english);
    expect(await shown(remove(), "en-US")).toMatchObject({ message: english });

    const rest = await api.json(`/v3/collection/${id}`, {
      method: "PATCH",
      token: stranger.token,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Taken over" }),
    });
    expect([rest.status, rest.body]).toEqual([403, { error: "forbidden", description: english }]);
  });

  it("a name limit: the field's message upside-down with its values, REST's description English", async () => {
    const owner = await person();
    const { id } = await createCollection(database.db, { userId: owner.id, role: "user" }, { name: "My picks" });
    const rest = await api.json(`/v3/collection/${id}`, {
      method: "PATCH",
      token: owner.token,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "No" }),
    });
    expect([rest.status, rest.body]).toEqual([
      400,
      { error: "invalid_input", description: "The name must be between 3 and 64 characters." },
    ]);
    const refused = await createCollection(database.db, { userId: owner.id, role: "user" }, { name: "No" }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(localizeFormErrors(formErrorsOf(refused), [errorMessages], UPSIDE_DOWN_LOCALE)).toMatchObject({
      fields: { name: upsideDown("nameLength", { min: "3", max: "64" }) },
    });
  });
});
