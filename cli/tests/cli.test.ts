import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

import { describe, expect, it } from "vitest";

import { resolveAccessToken } from "../../modules/core/src/auth/tokens";
import { hasScope } from "../../modules/core/src/auth/scopes";
import { setupTestDatabase } from "../../tests/setup/test-database";
import { hopperAgainst } from "./run-hopper";

const database = setupTestDatabase();

const run = promisify(execFile);
const BIN = path.resolve("bin/hopper.mjs");
const hopper = hopperAgainst(database);

describe("hopper user:create and token:create", () => {
  it("creates a user, then a token that prints alone on stdout and works", async () => {
    const created = await hopper(
      "user:create",
      "--username",
      "Steve",
      "--email",
      "steve@example.com",
      "--password",
      "diamond-pickaxe",
      "--role",
      "moderator",
    );
    expect(created.code).toBe(0);
    expect(created.stdout).toMatch(/Created moderator Steve \(id [0-9A-Za-z]{8}\)/);

    const token = await hopper(
      "token:create",
      "--user",
      "steve",
      "--scopes",
      "PROJECT_READ,VERSION_CREATE",
      "--name",
      "ci-bot",
      "--expires-days",
      "7",
    );
    expect(token.code).toBe(0);
    expect(token.stdout).toMatch(/^hop_[0-9A-Za-z]{40}\n$/);
    const resolved = await resolveAccessToken(database.db, token.stdout.trim());
    expect(resolved?.user.username).toBe("Steve");
    expect(hasScope(resolved!.scopes, "VERSION_CREATE")).toBe(true);
  });

  it("refuses a username that differs only in case, and creates nothing", async () => {
    const result = await hopper(
      "user:create",
      "--username",
      "STEVE",
      "--email",
      "other@example.com",
      "--password",
      "diamond-pickaxe",
    );
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("This username is already taken.");
    expect(await database.db.user.count({ where: { usernameKey: "steve" } })).toBe(1);
  });

  it.each([
    [
      ["user:create", "--username", "x", "--email", "x@example.com", "--password", "long-enough"],
      "Usernames must be between 3 and 39 characters.",
    ],
    [
      ["user:create", "--username", "alex", "--email", "alex@example.com", "--password", "short"],
      "Passwords must be between 8 and 256 characters.",
    ],
    [
      [
        "user:create",
        "--username",
        "alex",
        "--email",
        "alex@example.com",
        "--password",
        "long-enough",
        "--role",
        "king",
      ],
      "must be moderator or admin",
    ],
    [["user:create", "--username", "alex"], "required option '--email <email>' not specified"],
    [["token:create", "--user", "steve", "--scopes", "PROJECT_READ,FLY"], "Unknown scope(s): FLY."],
    [
      ["token:create", "--user", "steve", "--scopes", "SESSION_ACCESS"],
      "These scopes cannot be given to a token: SESSION_ACCESS.",
    ],
    [["token:create", "--user", "nobody", "--scopes", "PROJECT_READ"], "User not found: nobody"],
    [
      ["token:create", "--user", "steve", "--scopes", "PROJECT_READ", "--expires-days", "0"],
      "--expires-days must be a whole number of days, at least 1.",
    ],
  ])("exits non-zero with a clear message for %j", async (args, message) => {
    const result = await hopper(...args);
    expect(result.code).not.toBe(0);
    expect(result.stdout).toBe("");
    expect(result.stderr).toContain(message);
  });

  it("names the bad environment variable", async () => {
    const { stderr, code } = await run(process.execPath, [BIN, "migrate"], {
      env: { ...process.env, DATABASE_URL: "mysql://nope" },
    }).then(
      (ok) => ({ ...ok, code: 0 }),
      (failed: { stderr: string; code: number }) => failed,
    );
    expect(code).toBe(2);
    expect(stderr).toContain("DATABASE_URL: must be a postgres:// or postgresql:// URL");
  });

  it("rebuilds the search index", async () => {
    const result = await hopper("search:reindex");
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Indexed \d+ public project\(s\) in [\d.]+ s\.$/m);
  });

  it("names a bad module setting too", async () => {
    const { stderr, code } = await run(process.execPath, [BIN, "migrate"], {
      env: { ...process.env, DATABASE_URL: database.url, AUTH_OIDC_ISSUER: "not a url" },
    }).then(
      (ok) => ({ ...ok, code: 0 }),
      (failed: { stderr: string; code: number }) => failed,
    );
    expect(code).toBe(2);
    expect(stderr).toContain("AUTH_OIDC_ISSUER:");
  });

  it("prints help for every command", async () => {
    for (const command of [
      "start",
      "migrate",
      "seed",
      "user:create",
      "token:create",
      "jobs:run",
      "build",
      "search:reindex",
    ]) {
      const result = await hopper(command, "--help");
      expect(result.code).toBe(0);
      expect(result.stdout).toContain(`Usage: hopper ${command}`);
    }
  });
});
