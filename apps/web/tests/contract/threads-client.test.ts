import type { Labrinth } from "@modrinth/api-client";
import { beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";

import { setupThreads } from "../../../../modules/moderation/tests/thread-support";
import { contractClients, expectShape, statusOf } from "./client-support";
import { projectStatus } from "./client-shapes";

// The contract for threads: the reference platform's own client, @modrinth/api-client 0.77.0, unchanged, pointed at
// Hopper over real HTTP. Every threads_v3 method is called, and each answer must have the shape of the client's
// `Labrinth.Threads.v3.Thread` (written down below as a zod schema, as client-shapes.ts does for other routes).

const world = setupThreads("contract-threads");

const status = projectStatus;

/** Labrinth.Threads.v3.Thread; extra fields allowed, as in the type. */
const threadV3 = z.object({
  id: z.string(),
  type: z.enum(["report", "project", "direct_message"]),
  project_id: z.string().nullable(),
  report_id: z.string().nullable(),
  messages: z.array(
    z.object({
      id: z.string().nullable(),
      author_id: z.string().nullable(),
      body: z.discriminatedUnion("type", [
        z.object({
          type: z.literal("text"),
          body: z.string(),
          private: z.boolean().optional(),
          replying_to: z.string().optional(),
        }),
        z.object({ type: z.literal("status_change"), new_status: status, old_status: status }),
        z.object({ type: z.literal("thread_closure") }),
        z.object({ type: z.literal("thread_reopen") }),
        z.object({ type: z.literal("deleted"), private: z.boolean().optional() }),
      ]),
      created: z.iso.datetime({ offset: true }),
      hide_identity: z.boolean(),
    }),
  ),
  members: z.array(
    z.object({
      id: z.string(),
      username: z.string(),
      avatar_url: z.string(),
      role: z.string(),
      badges: z.number(),
      created: z.iso.datetime({ offset: true }),
      bio: z.string().optional(),
    }),
  ),
});

const expectThread = (value: unknown): Labrinth.Threads.v3.Thread => expectShape(threadV3, value);

const clients = contractClients(world.api, "10.94");
const clientFor = (token?: string) => clients({ token });

type Team = Awaited<ReturnType<typeof world.projectWithTeam>>;
let team: Team;
let moderator: Awaited<ReturnType<typeof world.person>>;
let stranger: Awaited<ReturnType<typeof world.person>>;

beforeAll(async () => {
  team = await world.projectWithTeam();
  moderator = await world.person("moderator");
  stranger = await world.person();
});

describe("threads through @modrinth/api-client 0.77.0", () => {
  it("threads_v3.sendMessage and getThread: a moderator writes, the creator reads it unsigned and replies", async () => {
    await clientFor(moderator.token).labrinth.threads_v3.sendMessage(team.threadId, {
      body: { type: "text", body: "Please describe the **mod**." },
    });
    const owner = clientFor(team.owner.token);
    const seen = expectThread(await owner.labrinth.threads_v3.getThread(team.threadId));
    expect(seen).toMatchObject({ id: team.threadId, type: "project", project_id: team.project.id, report_id: null });
    expect(seen.messages).toEqual([
      expect.objectContaining({
        author_id: null,
        hide_identity: true,
        body: { type: "text", body: "Please describe the **mod**.", private: false },
      }),
    ]);
    await owner.labrinth.threads_v3.sendMessage(team.threadId, { body: { type: "text", body: "Done." } });
    const staff = expectThread(await clientFor(moderator.token).labrinth.threads_v3.getThread(team.threadId));
    expect(staff.messages.map((m) => m.author_id)).toEqual([moderator.id, team.owner.id]);
    expect(staff.members.map((m) => m.id).sort()).toEqual([moderator.id, team.owner.id].sort());
  });

  it("threads_v3.getMultiple answers the readable threads among the ids", async () => {
    const other = await world.projectWithTeam();
    const many = await clientFor(team.owner.token).labrinth.threads_v3.getMultiple([other.threadId, team.threadId]);
    expect(many.map((t) => expectThread(t).id)).toEqual([team.threadId]);
    const both = await clientFor(moderator.token).labrinth.threads_v3.getMultiple([other.threadId, team.threadId]);
    expect(both.map((t) => expectThread(t).id)).toEqual([other.threadId, team.threadId]);
  });

  it("threads_v3.deleteMessage leaves a tombstone; strangers and anonymous callers are refused", async () => {
    const owner = clientFor(team.owner.token);
    await owner.labrinth.threads_v3.sendMessage(team.threadId, { body: { type: "text", body: "oops" } });
    const before = expectThread(await owner.labrinth.threads_v3.getThread(team.threadId));
    const last = before.messages.at(-1)!;
    expect(await statusOf(clientFor(stranger.token).labrinth.threads_v3.deleteMessage(last.id!))).toBe(404);
    await owner.labrinth.threads_v3.deleteMessage(last.id!);
    const after = expectThread(await owner.labrinth.threads_v3.getThread(team.threadId));
    expect(after.messages.at(-1)?.body).toEqual({ type: "deleted", private: false });
    expect(await statusOf(clientFor(stranger.token).labrinth.threads_v3.getThread(team.threadId))).toBe(404);
    expect(await statusOf(clientFor().labrinth.threads_v3.getThread(team.threadId))).toBe(401);
  });
});
