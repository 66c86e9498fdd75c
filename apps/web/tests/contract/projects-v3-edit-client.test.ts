import { describe, expect, it } from "vitest";

import { setupApi } from "../../../../modules/catalog/tests/api-project-fixtures";
import { contractClients, statusOf } from "./client-support";

// The contract for PATCH /v3/project/{id}: the reference platform's own client, @modrinth/api-client 0.77.0,
// unchanged, calls projects_v3.edit against Hopper over real HTTP; the edit lands, and the status rules answer
// its refusals (issue 16).

const { database, api, project, user } = setupApi("contract-project-v3-edit");
const clientFor = contractClients(api, "10.78");

describe("projects_v3.edit", () => {
  it("edits the project with v3 names, and is refused what the status rules refuse", async () => {
    const target = await project({ status: "draft", withVersion: true });
    const owner = clientFor({ token: target.owner.token });
    await owner.labrinth.projects_v3.edit(target.id, {
      name: "Edited by the v3 client",
      summary: "Summary from projects_v3.edit",
      environment: "client_and_server",
    });
    expect(await database.db.project.findUniqueOrThrow({ where: { id: target.id } })).toMatchObject({
      name: "Edited by the v3 client",
      summary: "Summary from projects_v3.edit",
      clientSide: "required",
      serverSide: "required",
    });
    // The team cannot approve its own draft; a moderator cannot approve a draft nobody submitted.
    expect(await statusOf(owner.labrinth.projects_v3.edit(target.id, { status: "approved" }))).toBe(403);
    const moderator = clientFor({ token: (await user("moderator")).token });
    expect(await statusOf(moderator.labrinth.projects_v3.edit(target.id, { status: "approved" }))).toBe(400);
    await owner.labrinth.projects_v3.edit(target.id, { status: "processing" });
    await moderator.labrinth.projects_v3.edit(target.id, { status: "approved" });
    expect((await database.db.project.findUniqueOrThrow({ where: { id: target.id } })).status).toBe("approved");
  });
});
