// One production-like stack for a test file (scripts/stack/stack.ts), with a Prisma client on its database for
// the setup a test needs before it acts over HTTP (users, tokens, an approved project).
import { afterAll, beforeAll } from "vitest";

import { createUser } from "../../../modules/accounts/src/server/services/create-user";
import { createPersonalAccessToken } from "../../../modules/core/src/auth";
import type { ScopeName } from "../../../modules/core/src/auth";
import { createDb, newId } from "../../../modules/core/src/db";
import type { Db } from "../../../modules/core/src/db";
import type { Stack, StackOptions } from "../../../scripts/stack/stack";
import { startStack } from "../../../scripts/stack/stack";

export interface StackFixture {
  stack: Stack;
  db: Db;
  /** The proxy and each web instance, by name: a proof runs through every one of them. */
  targets: { name: string; url: string }[];
}

export function setupStack(options: StackOptions): StackFixture {
  const handle = {} as StackFixture;
  beforeAll(async () => {
    // The one line worth seeing in a test run: how long the stack took to start (docs/operations.md quotes it).
    handle.stack = await startStack({
      log: (line) => line.startsWith("ready in") && console.log(`stack ${line}`),
      ...options,
    });
    handle.db = createDb(handle.stack.databaseUrl, 3);
    handle.targets = [
      { name: "proxy", url: handle.stack.url },
      ...handle.stack.webUrls.map((url, index) => ({ name: `web-${index + 1}`, url })),
    ];
  });
  afterAll(async () => {
    await handle.db?.$disconnect();
    await handle.stack?.stop();
  });
  return handle;
}

let counter = 0;

/** A user who can sign in with a password (and a token with `scopes`, when given). */
export async function makeUser(db: Db, options: { role?: "user" | "moderator" | "admin"; scopes?: ScopeName[] } = {}) {
  const username = `stack${++counter}${newId().toLowerCase()}`;
  const password = `pw-${newId()}-${newId()}`;
  const user = await createUser(db, {
    username,
    email: `${username}@example.com`,
    password,
    role: options.role ?? "user",
    emailVerified: true,
  });
  const token = options.scopes
    ? (await createPersonalAccessToken(db, { userId: user.id, name: "stack test", scopes: options.scopes })).token
    : "";
  return { id: user.id, username, password, token };
}

/** An approved mod owned by `ownerId` (created directly: the proofs are about what happens to it afterwards). */
export async function approvedProject(db: Db, ownerId: string, name: string) {
  const team = await db.team.create({ data: { id: newId() } });
  await db.teamMember.create({
    data: { id: newId(), teamId: team.id, userId: ownerId, isOwner: true, accepted: true, permissions: 1023n },
  });
  const slug = `stack-${newId().toLowerCase()}`;
  return db.project.create({
    data: {
      id: newId(),
      slug,
      slugKey: slug,
      projectType: "mod",
      name,
      summary: "A project of the stack's proofs",
      body: "The first description.",
      teamId: team.id,
      status: "approved",
      approved: new Date(),
    },
  });
}
