import { beforeAll, describe, expect, it } from "vitest";

import { hashSecret } from "../../modules/core/src/auth/secrets";
import { bitsToScopes } from "../../modules/core/src/auth/scopes";
import { newId } from "../../modules/core/src/db/ids";
import { GRANTABLE_SCOPE_BITS } from "../../modules/oauth/src/server/services/scope-string";
import { setupTestDatabase } from "../../tests/setup/test-database";
import { hopperAgainst } from "./run-hopper";

// `hopper oauth:app:create` (issue 17, "Operators"): the real command against this file's database, through the
// same service as the page: the last line is CLIENT_ID [SECRET], refusals exit non-zero with the service's words.
const database = setupTestDatabase();

const hopper = hopperAgainst(database);

const lastLine = (stdout: string) => stdout.trim().split("\n").at(-1) ?? "";

beforeAll(async () => {
  await database.db.user.create({ data: { id: newId(), username: "Operator", usernameKey: "operator" } });
});

describe("hopper oauth:app:create", () => {
  it("registers a confidential app with every grantable scope by default: CLIENT_ID SECRET, the secret stored hashed", async () => {
    const result = await hopper(
      "oauth:app:create",
      "--owner",
      "operator",
      "--name",
      "Web Dashboard",
      "--redirect-uri",
      "https://dash.example/callback",
      "--redirect-uri",
      "https://dash.example/other",
    );
    expect(result.code).toBe(0);
    const [clientId, secret] = lastLine(result.stdout).split(" ");
    expect(clientId).toMatch(/^[0-9A-Za-z]{8}$/);
    expect(secret).toMatch(/^hcs_[0-9A-Za-z]{40}$/);
    const app = await database.db.oAuthApp.findUniqueOrThrow({
      where: { id: clientId },
      include: { redirectUris: true, owner: true },
    });
    expect(app).toMatchObject({ name: "Web Dashboard", isPublic: false, secretHash: hashSecret(secret!) });
    expect(app.owner.username).toBe("Operator");
    expect(app.maxScopes).toBe(GRANTABLE_SCOPE_BITS);
    expect(app.redirectUris.map((row) => row.uri).sort()).toEqual([
      "https://dash.example/callback",
      "https://dash.example/other",
    ]);
  });

  it("registers a public client with a loopback redirect and chosen scopes: CLIENT_ID alone", async () => {
    const result = await hopper(
      "oauth:app:create",
      "--owner",
      "operator",
      "--name",
      "Desktop Launcher",
      "--redirect-uri",
      "http://127.0.0.1/callback",
      "--public",
      "--max-scopes",
      "USER_READ,PROJECT_READ",
    );
    expect(result.code).toBe(0);
    const clientId = lastLine(result.stdout);
    expect(clientId).toMatch(/^[0-9A-Za-z]{8}$/);
    const app = await database.db.oAuthApp.findUniqueOrThrow({ where: { id: clientId } });
    expect(app).toMatchObject({ isPublic: true, secretHash: null });
    expect(bitsToScopes(app.maxScopes)).toEqual(["USER_READ", "PROJECT_READ"]);
  });

  it.each([
    [["--owner", "nobody", "--name", "Ghost App", "--redirect-uri", "https://a.example/cb"], "User not found: nobody"],
    [["--owner", "operator", "--name", "No Redirect"], "An application needs between 1 and 10 redirect URIs."],
    [
      ["--owner", "operator", "--name", "Plain Http", "--redirect-uri", "http://evil.example/cb"],
      "must use https; plain http is only for loopback addresses",
    ],
    [["--owner", "operator", "--name", "ab", "--redirect-uri", "https://a.example/cb"], "between 3 and 64 characters"],
    [
      [
        "--owner",
        "operator",
        "--name",
        "Greedy",
        "--redirect-uri",
        "https://a.example/cb",
        "--max-scopes",
        "PAT_CREATE",
      ],
      "An application may not ask for these scopes: PAT_CREATE.",
    ],
    [
      ["--owner", "operator", "--name", "Typo", "--redirect-uri", "https://a.example/cb", "--max-scopes", "FLY"],
      "Unknown scope(s): FLY.",
    ],
    [
      ["--name", "Ownerless", "--redirect-uri", "https://a.example/cb"],
      "required option '--owner <user>' not specified",
    ],
  ])("exits non-zero with a clear message and registers nothing for %j", async (args, message) => {
    const before = await database.db.oAuthApp.count();
    const result = await hopper("oauth:app:create", ...args);
    expect(result.code).not.toBe(0);
    expect(result.stdout).toBe("");
    expect(result.stderr).toContain(message);
    expect(await database.db.oAuthApp.count()).toBe(before);
  });
});
