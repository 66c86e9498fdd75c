import { afterEach, describe, expect, it } from "vitest";

import { createPersonalAccessToken } from "../../../modules/core/src/auth/tokens";
import { newId } from "../../../modules/core/src/db/ids";
import { sharedRateLimiter } from "../../../modules/core/src/rate-limit";
import type { ApiRateLimiter } from "../../../modules/core/src/rate-limit";
import { setupTestDatabase } from "../../../tests/setup/test-database";
import { closeApiRateLimiter, handleRestRequest } from "../server/rest-handler";

// The public API checks the caller's address limit before it looks a token up (review finding 11): bogus tokens
// count against their address, and once the address is out of requests a token is not even resolved — a valid
// one from that address waits like everyone there. Real PostgreSQL, the real dispatcher.
const database = setupTestDatabase();
const holder = globalThis as unknown as { hopperApiLimiter?: ApiRateLimiter };
const call = (token: string, ip: string) =>
  handleRestRequest(
    new Request("http://localhost/v2/user", { headers: { authorization: token, "x-forwarded-for": ip } }),
  );

describe("the API's address limit", () => {
  afterEach(async () => {
    await closeApiRateLimiter();
  });

  it("refuses an address out of requests before its token is looked up", async () => {
    holder.hopperApiLimiter = sharedRateLimiter({ limit: 3, database: () => database.db });
    const user = await database.db.user.create({
      data: { id: newId(), username: "ratefirst", usernameKey: "ratefirst" },
    });
    const { token } = await createPersonalAccessToken(database.db, {
      userId: user.id,
      name: "rate test",
      scopes: ["USER_READ"],
    });

    for (let n = 0; n < 3; n++) expect((await call("hop_bogus-token", "203.0.113.70")).status).toBe(401);
    const flooded = await call("hop_bogus-token", "203.0.113.70");
    expect(flooded.status).toBe(429);
    expect((await flooded.json()).error).toBe("ratelimit_error");
    expect(flooded.headers.get("x-ratelimit-remaining")).toBe("0");
    // not resolved at all from that address, a valid token included
    expect((await call(`Bearer ${token}`, "203.0.113.70")).status).toBe(429);
    // from another address the valid token is counted against its user, at the configured limit (300)
    const elsewhere = await call(`Bearer ${token}`, "203.0.113.71");
    expect(elsewhere.status).toBe(200);
    expect(elsewhere.headers.get("x-ratelimit-remaining")).toBe("299");
  });
});
