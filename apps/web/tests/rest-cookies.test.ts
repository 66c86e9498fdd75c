import { describe, expect, it } from "vitest";

import { newId } from "../../../modules/core/src/db/ids";
import { signIn } from "../../../modules/catalog/tests/session-cookie";
import { setupTestDatabase } from "../../../tests/setup/test-database";
import { setupRestServer } from "../../../tests/support/rest-server";

// Issue 13 item 10 on the public API: the session-only routes read the Cookie header with the site's one
// tolerant parser, so a stray cookie with a malformed percent-escape beside the session changes nothing.

const database = setupTestDatabase();
const api = setupRestServer();

describe("the session cookie on the public API", () => {
  it("is read past a cookie with a malformed percent-escape", async () => {
    const user = await database.db.user.create({
      data: { id: newId(), username: "RestCookie", usernameKey: "restcookie" },
    });
    const session = await signIn(database.db, user.id);
    for (const cookie of [`a=%E0%A4%A; ${session.cookie}`, `${session.cookie}; a=%E0%A4%A; b=%`]) {
      const { status, body } = await api.json<unknown[]>("/v2/session/list", {
        headers: { cookie },
        ip: "198.51.100.40",
      });
      expect(status).toBe(200);
      expect(body).toHaveLength(1);
    }
    const { status } = await api.json("/v2/session/list", { headers: { cookie: "a=%E0%A4%A" }, ip: "198.51.100.41" });
    expect(status).toBe(401);
  });
});
