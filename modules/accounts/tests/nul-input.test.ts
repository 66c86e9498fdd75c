import { describe, expect, it } from "vitest";

import { setupTestDatabase } from "../../../tests/setup/test-database";
import { anonymousCaller, signedInCaller } from "./callers";

// Issue 13 item 4: NUL in a tRPC input reached PostgreSQL (error 22021), a 500. Every procedure now refuses
// it before running, with a 400 (BAD_REQUEST) that says why.
const database = setupTestDatabase();

describe("NUL in tRPC inputs", () => {
  it("is refused with BAD_REQUEST before the procedure runs, signed in or not", async () => {
    const { user, caller } = await signedInCaller(database.db);
    await expect(caller.profile.update({ username: user.username, bio: "hello\u0000" })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      message: "Text must not contain NUL characters.",
    });
    await expect(
      anonymousCaller(database.db).auth.requestPasswordReset({ identifier: "someone\u0000" }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    const stored = await database.db.user.findUniqueOrThrow({ where: { id: user.id }, select: { bio: true } });
    expect(stored.bio ?? "").not.toContain("\u0000");
  });
});
