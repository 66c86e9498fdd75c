import { describe, expect, it } from "vitest";

import { setupTestDatabase } from "../../../tests/setup/test-database";
import { answerConsent } from "../src/server/services/authorize/answer-consent";
import { OPEN_CONSENT_FLOWS_MAX, startAuthorization } from "../src/server/services/authorize/start-authorization";
import { createApp, createUser } from "./protocol-support";

// Every visit of the consent screen stores a flow; a user's open flows are capped so reloading (or an app sending
// the user back in a loop) cannot grow the table without bound.
const database = setupTestDatabase();
const ISSUER = "https://hopper.example";

describe("open consent screens", () => {
  it("are capped per user: the oldest are forgotten, the newest still answer, other users keep theirs", async () => {
    const owner = await createUser(database.db);
    const user = await createUser(database.db);
    const neighbour = await createUser(database.db);
    const app = await createApp(database.db, owner.id);
    const request = { client_id: app.id, redirect_uri: app.redirectUri, scope: "USER_READ", state: "s" };
    const open = async (userId: string) => {
      const start = await startAuthorization(database.db, userId, request, ISSUER);
      if (start.kind !== "consent") throw new Error(`expected a consent screen, got ${start.kind}`);
      return start.flowId;
    };
    const neighbourFlow = await open(neighbour.id);
    const flows: string[] = [];
    for (let i = 0; i < OPEN_CONSENT_FLOWS_MAX + 5; i += 1) flows.push(await open(user.id));

    expect(await database.db.oAuthConsentFlow.count({ where: { userId: user.id } })).toBe(OPEN_CONSENT_FLOWS_MAX);
    expect(await answerConsent(database.db, user.id, flows[0]!, "accept", ISSUER)).toBeNull();
    const newest = await answerConsent(database.db, user.id, flows.at(-1)!, "accept", ISSUER);
    expect(newest?.location).toMatch(/^https:\/\/app\.example\/callback\?code=/);
    expect(await database.db.oAuthConsentFlow.findUnique({ where: { id: neighbourFlow } })).not.toBeNull();
  });
});

describe("two tabs answering Authorize at once", () => {
  it("both get a code and the user has one authorization with both requests' scopes", async () => {
    const owner = await createUser(database.db);
    const user = await createUser(database.db);
    const app = await createApp(database.db, owner.id);
    const start = async (scope: string) => {
      const request = { client_id: app.id, redirect_uri: app.redirectUri, scope, state: "s" };
      const started = await startAuthorization(database.db, user.id, request, ISSUER);
      if (started.kind !== "consent") throw new Error(`expected a consent screen, got ${started.kind}`);
      return started.flowId;
    };
    const flows = [await start("USER_READ"), await start("PROJECT_READ"), await start("USER_READ PROJECT_READ")];
    const answers = await Promise.all(flows.map((flow) => answerConsent(database.db, user.id, flow, "accept", ISSUER)));
    for (const answer of answers) expect(answer?.location).toMatch(/\?code=/);
    const rows = await database.db.oAuthAuthorization.findMany({ where: { userId: user.id } });
    expect(rows).toHaveLength(1);
    expect(rows[0]!.scopes).toBe((1n << 1n) | (1n << 11n));
  });
});
