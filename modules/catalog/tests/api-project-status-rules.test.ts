// Issue 16: PATCH /v2/project/{id} over real HTTP goes through the same status rules as the site — a moderator
// cannot approve a draft nobody submitted, a decision is refused while another moderator holds the review lock,
// and a decision is recorded and releases the lock.

import { describe, expect, it } from "vitest";

import { acquireReviewLock } from "../src/server/services/review/review-lock";
import { setupApi } from "./api-project-fixtures";

const { database, send, user, project } = setupApi("api-status-rules");
const db = () => database.db;
const state = (id: string) =>
  db().project.findUniqueOrThrow({
    where: { id },
    select: { status: true, requestedStatus: true, queued: true, approved: true },
  });

describe("PATCH /v2/project/{id} status rules", () => {
  it("refuses a moderator's approval of a draft nobody submitted (400) and of a project without versions", async () => {
    const moderator = await user("moderator");
    const draft = await project({ status: "draft", withVersion: true });
    const before = await state(draft.id);
    expect(await send("PATCH", `/v2/project/${draft.id}`, moderator.token, { status: "approved" })).toMatchObject({
      status: 400,
      body: {
        error: "invalid_input",
        description: "This draft was never submitted for review, so it cannot be approved.",
      },
    });
    expect(await state(draft.id)).toEqual(before);

    const empty = await project({ status: "processing" });
    expect(await send("PATCH", `/v2/project/${empty.id}`, moderator.token, { status: "approved" })).toMatchObject({
      status: 400,
      body: { description: "A project needs at least one version to be approved." },
    });
    expect((await state(empty.id)).status).toBe("processing");
  });

  it("refuses a decision while another moderator holds the review lock (409, naming them), then records the holder's", async () => {
    const holder = await user("moderator");
    const other = await user("admin");
    const target = await project({ status: "processing", withVersion: true });
    await db().project.update({ where: { id: target.id }, data: { queued: new Date(Date.now() - 60_000) } });
    const lock = await acquireReviewLock(db(), holder.actor, target.id);
    const before = await state(target.id);

    const refused = await send("PATCH", `/v2/project/${target.id}`, other.token, {
      status: "rejected",
      moderation_message: "Not yet",
    });
    const until = `${lock.expiresAt!.toISOString().slice(0, 16).replace("T", " ")} UTC`;
    expect(refused).toMatchObject({
      status: 409,
      body: {
        error: "conflict",
        description: `${holder.username} is reviewing this project until ${until}. Wait until they finish or the lock expires.`,
      },
    });
    expect(await state(target.id)).toEqual(before);
    expect(await db().reviewDecision.count({ where: { projectId: target.id } })).toBe(0);

    const decided = await send("PATCH", `/v2/project/${target.id}`, holder.token, {
      status: "approved",
      moderation_message: "Welcome",
    });
    expect(decided.status).toBe(204);
    expect(await state(target.id)).toMatchObject({ status: "approved", approved: expect.any(Date) });
    expect(await db().reviewDecision.findMany({ where: { projectId: target.id } })).toMatchObject([
      { fromStatus: "processing", toStatus: "approved", moderatorId: holder.id, queuedAt: before.queued },
    ]);
    expect(await db().reviewLock.count({ where: { projectId: target.id } })).toBe(0);
  });

  it("lets the team submit and switch visibilities, and refuses members without EDIT_DETAILS and outsiders", async () => {
    const target = await project({ status: "draft", withVersion: true });
    const stranger = await user();
    expect((await send("PATCH", `/v2/project/${target.id}`, undefined, { status: "processing" })).status).toBe(401);
    expect((await send("PATCH", `/v2/project/${target.id}`, stranger.token, { status: "processing" })).status).toBe(
      404,
    );
    expect((await state(target.id)).status).toBe("draft");
    expect((await send("PATCH", `/v2/project/${target.id}`, target.owner.token, { status: "processing" })).status).toBe(
      204,
    );
    expect(await state(target.id)).toMatchObject({ status: "processing", queued: expect.any(Date) });
    // In review: the team cannot decide, nor leave the queue on its own.
    expect(await send("PATCH", `/v2/project/${target.id}`, target.owner.token, { status: "draft" })).toMatchObject({
      status: 403,
      body: { description: "Only moderators can change the status of a project that is not approved." },
    });
    expect((await state(target.id)).status).toBe("processing");
  });
});

describe("PATCH /v3/project/{id}", () => {
  it("edits with the v3 names and answers 204; GET /v3 shows the edit", async () => {
    const target = await project({ withVersion: true });
    const response = await send("PATCH", `/v3/project/${target.id}`, target.owner.token, {
      name: "Renamed in v3",
      summary: "A summary set through v3",
      description: "# Body from v3",
      link_urls: { source: "https://example.com/source", issues: null },
      environment: "client_only",
      monetization_status: "monetized",
    });
    expect(response.status).toBe(204);
    expect(
      await db().project.findUniqueOrThrow({
        where: { id: target.id },
        select: { name: true, summary: true, body: true, sourceUrl: true, clientSide: true, serverSide: true },
      }),
    ).toEqual({
      name: "Renamed in v3",
      summary: "A summary set through v3",
      body: "# Body from v3",
      sourceUrl: "https://example.com/source",
      clientSide: "required",
      serverSide: "unsupported",
    });
  });

  it("goes through the same status rules and refuses what v3 cannot say, changing nothing", async () => {
    const moderator = await user("moderator");
    const draft = await project({ status: "draft", withVersion: true });
    const before = await state(draft.id);
    expect(await send("PATCH", `/v3/project/${draft.id}`, moderator.token, { status: "approved" })).toMatchObject({
      status: 400,
      body: { description: "This draft was never submitted for review, so it cannot be approved." },
    });
    expect(await send("PATCH", `/v3/project/${draft.id}`, draft.owner.token, { status: "approved" })).toMatchObject({
      status: 403,
      body: { description: "Only moderators can change the status of a project that is not approved." },
    });
    expect(
      await send("PATCH", `/v3/project/${draft.id}`, draft.owner.token, {
        name: "Not this",
        link_urls: { patreon: "https://patreon.com/x" },
      }),
    ).toMatchObject({ status: 400 });
    expect(
      await send("PATCH", `/v3/project/${draft.id}`, draft.owner.token, { environment: "everywhere" }),
    ).toMatchObject({ status: 400, body: { description: "Unknown environment: everywhere." } });
    expect((await send("PATCH", `/v3/project/${draft.id}`, undefined, { status: "processing" })).status).toBe(401);
    expect(await state(draft.id)).toEqual(before);
    expect((await db().project.findUniqueOrThrow({ where: { id: draft.id } })).name).toBe("Api Project");
    expect((await send("PATCH", `/v3/project/${draft.id}`, draft.owner.token, { status: "processing" })).status).toBe(
      204,
    );
    expect((await state(draft.id)).status).toBe("processing");
  });
});
