// A notifications refusal carries a descriptor of the module's errors catalogue, so the site shows it in the
// reader's language (here the generated upside-down variant), while the REST API answers the same refusal in
// English. Real PostgreSQL, the real procedures and the real REST dispatcher.
import { describe, expect, it } from "vitest";

import { createSession } from "../../core/src/auth/sessions";
import { resolveViewer } from "../../core/src/auth/viewer";
import { createCallerFactory } from "../../core/src/trpc";
import { translatorFor, UPSIDE_DOWN_LOCALE } from "../../ui/src/i18n/catalogue";
import { setupTestDatabase } from "../../../tests/setup/test-database";
import { shownRefusal } from "../../../tests/support/refusal-shown";
import { setupRestServer } from "../../../tests/support/rest-server";
import { notificationsRouter } from "../src/server/router";
import { errorMessages } from "../src/ui/error-messages";
import { makeNotifications, makeUser } from "./support";

const database = setupTestDatabase();
const api = setupRestServer();
const createCaller = createCallerFactory(notificationsRouter);
const upsideDown = translatorFor(errorMessages, UPSIDE_DOWN_LOCALE);

/** A user with a token, and the router called as them through a real session. */
async function person() {
  const user = await makeUser(database.db);
  const viewer = await resolveViewer(database.db, { sessionId: (await createSession(database.db, user.id)).id });
  return { ...user, caller: createCaller({ db: database.db, viewer, ip: null, userAgent: null }) };
}

const shown = (attempt: Promise<unknown>, locale: string) => shownRefusal(attempt, [errorMessages], locale);

describe("a notifications refusal in the reader's language", () => {
  it("someone else's notification: upside-down on the site, English through PATCH /v2/notification/{id}", async () => {
    const owner = await person();
    const stranger = await person();
    const [id] = await makeNotifications(database.db, owner.id, 1);
    const english = "Notification not found.";
    expect(await shown(stranger.caller.markRead({ id: id! }), UPSIDE_DOWN_LOCALE)).toMatchObject({
      message: upsideDown("notificationNotFound"),
    });
    expect(upsideDown("notificationNotFound")).not.toBe(english);
    expect(await shown(stranger.caller.delete({ id: id! }), "en-US")).toMatchObject({ message: english });
    const rest = await api.json(`/v2/notification/${id}`, { method: "PATCH", token: stranger.token });
    expect([rest.status, rest.body]).toEqual([404, { error: "not_found", description: english }]);
  });

  it("a forged cursor: the field's message upside-down", async () => {
    const owner = await person();
    expect(await shown(owner.caller.list({ cursor: "forged" }), UPSIDE_DOWN_LOCALE)).toMatchObject({
      fields: { cursor: upsideDown("badCursor") },
    });
  });
});
