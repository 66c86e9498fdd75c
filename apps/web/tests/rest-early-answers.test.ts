import { afterEach, describe, expect, it } from "vitest";

import { createPersonalAccessToken } from "../../../modules/core/src/auth/tokens";
import { resetConfigCache } from "../../../modules/core/src/config";
import { newId } from "../../../modules/core/src/db/ids";
import { sharedRateLimiter } from "../../../modules/core/src/rate-limit";
import type { ApiRateLimiter } from "../../../modules/core/src/rate-limit";
import { setupTestDatabase } from "../../../tests/setup/test-database";
import { setupRestServer } from "../../../tests/support/rest-server";
import { closeApiRateLimiter } from "../server/rest-handler";

// An answer the API gives before it reads a request's body (the rate limit's 429, a refused token's 401) must reach
// the client over real HTTP: a launcher that posts a body and is over its limit gets a 429 it can read and wait on,
// not a reset connection it would take for a network failure. Real PostgreSQL, the real dispatcher.
const database = setupTestDatabase();
const api = setupRestServer();
const holder = globalThis as unknown as { hopperApiLimiter?: ApiRateLimiter };

describe("answers before the body", () => {
  const saved = process.env.API_RATE_LIMIT;
  afterEach(async () => {
    await closeApiRateLimiter();
    if (saved === undefined) delete process.env.API_RATE_LIMIT;
    else process.env.API_RATE_LIMIT = saved;
    resetConfigCache();
  });

  it("gives a readable 429 to a token over its limit that posts a body, and 401 to a bad token with a body", async () => {
    process.env.API_RATE_LIMIT = "2";
    resetConfigCache();
    holder.hopperApiLimiter = sharedRateLimiter({ limit: 2, database: () => database.db });
    const user = await database.db.user.create({ data: { id: newId(), username: "early", usernameKey: "early" } });
    const { token } = await createPersonalAccessToken(database.db, {
      userId: user.id,
      name: "early answers",
      scopes: ["USER_WRITE"],
    });
    const body = JSON.stringify({ bio: "x".repeat(200_000) });
    const statuses: number[] = [];
    for (let n = 0; n < 4; n++) {
      const response = await api.request(`/v2/user/${user.id}`, {
        method: "PATCH",
        body,
        token,
        ip: `203.0.113.${80 + n}`,
        headers: { "content-type": "application/json" },
      });
      statuses.push(response.status);
      await response.text();
    }
    expect(statuses.slice(2)).toEqual([429, 429]);

    const refused = await api.request(`/v2/user/${user.id}`, {
      method: "PATCH",
      body,
      token: "hop_not-a-token",
      ip: "203.0.113.90",
      headers: { "content-type": "application/json" },
    });
    expect(refused.status).toBe(401);
  });
});
