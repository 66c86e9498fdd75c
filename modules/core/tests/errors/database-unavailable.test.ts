import { createServer } from "node:net";
import type { AddressInfo } from "node:net";

import { TRPCError } from "@trpc/server";
import { afterAll, describe, expect, it } from "vitest";

import { createDb } from "../../src/db/client";
import { directQuery } from "../../src/db/direct-query";
import { isDatabaseUnavailable, restErrorResponse, toRestError } from "../../src/errors";
import { createCallerFactory, publicProcedure, router } from "../../src/trpc/init";
import { setupTestDatabase } from "../../../../tests/setup/test-database";

const database = setupTestDatabase();

/** A loopback port nothing listens on: a PostgreSQL that is down. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

const down = createDb(`postgresql://hopper:hopper@127.0.0.1:${await closedPort()}/hopper`, 1);
afterAll(() => down.$disconnect());

/** What a query against a PostgreSQL that is down throws (the real error of Prisma's pg adapter). */
async function errorOf(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error("the query did not fail");
}

describe("a database that is down or restarting", () => {
  it("is told apart from other database errors", async () => {
    expect(isDatabaseUnavailable(await errorOf(() => down.$queryRawUnsafe("SELECT 1")))).toBe(true);
    expect(isDatabaseUnavailable(await errorOf(() => down.user.findFirst()))).toBe(true);
    // A hot read sent straight through the pool (GET /v2/project) meets the socket's own error.
    expect(isDatabaseUnavailable(await errorOf(() => directQuery(down, "SELECT 1", [])))).toBe(true);
    // PostgreSQL shutting down (or an operator) ends the session: 57P01.
    const terminated = await errorOf(() =>
      database.db.$queryRawUnsafe("SELECT pg_terminate_backend(pg_backend_pid())"),
    );
    expect(isDatabaseUnavailable(terminated)).toBe(true);
    // A query's own mistake is not an outage.
    expect(isDatabaseUnavailable(await errorOf(() => database.db.$queryRawUnsafe("SELECT * FROM no_such_table")))).toBe(
      false,
    );
    expect(isDatabaseUnavailable(new Error("boom"))).toBe(false);
  });

  it("answers the public API's 503 with Retry-After, never a 500", async () => {
    const error = await errorOf(() => down.user.findFirst());
    expect(toRestError(error)).toEqual({
      status: 503,
      body: { error: "unavailable", description: "The service is briefly unavailable. Try again in a few seconds." },
    });
    const response = restErrorResponse(error);
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
  });

  it("is a tRPC SERVICE_UNAVAILABLE for the site", async () => {
    const appRouter = router({ read: publicProcedure.query(({ ctx }) => ctx.db.user.findFirst()) });
    const caller = createCallerFactory(appRouter)({ db: down, viewer: null, ip: null, userAgent: null });
    const error = await errorOf(() => caller.read());
    expect(error).toBeInstanceOf(TRPCError);
    expect((error as TRPCError).code).toBe("SERVICE_UNAVAILABLE");
    expect((error as TRPCError).message).toBe("The service is briefly unavailable. Try again in a few seconds.");
  });
});
