import { describe, expect, it } from "vitest";

import { findOrganization } from "../src/server/services/organizations/organizations";
import { findProject } from "../src/server/services/projects/project-access";
import { setupApi } from "./api-project-fixtures";

// Issue 13 items 4 and 5: NUL (PostgreSQL error 22021), control characters and malformed percent-encoding
// were 500s. Each is the client's mistake: a 400 with a clear message, at the boundary or the field.
const { database, send, call, project } = setupApi("hostile-text");

type ApiError = { error: string; description: string };

describe("the public API under NUL and malformed percent-encoding", () => {
  it.each([
    ["/v2/search?query=ab%00cd", "The query string must not contain NUL characters."],
    ["/v2/project/ab%00cd", "The path must not contain NUL characters."],
    ["/v2/user/ab%00cd", "The path must not contain NUL characters."],
    ["/v2/project/ab%00cd/version", "The path must not contain NUL characters."],
    ["/v2/project/%FF%FE", "The path is not valid percent-encoded UTF-8."],
    ["/v2/project/%", "The path is not valid percent-encoded UTF-8."],
    ["/v2/user/%E0%A4%A", "The path is not valid percent-encoded UTF-8."],
  ])("GET %s answers 400: %s", async (route, description) => {
    const { status, body } = await call<ApiError>(route);
    expect({ status, body }).toStrictEqual({ status: 400, body: { error: "invalid_input", description } });
  });

  it("refuses NUL in a JSON body before it reaches the database", async () => {
    const target = await project();
    for (const body of [{ title: "a\u0000b" }, { description: "summary \u0000" }, { body: "text\u0000" }]) {
      const { status, body: answer } = await send<ApiError>(
        "PATCH",
        `/v2/project/${target.id}`,
        target.owner.token,
        body,
      );
      expect({ status, answer }, JSON.stringify(body)).toStrictEqual({
        status: 400,
        answer: { error: "invalid_input", description: "The request body must not contain NUL characters." },
      });
    }
  });

  it("refuses NUL in a user's bio and a version's name, number and changelog", async () => {
    const target = await project({ withVersion: true });
    const user = await send<ApiError>("PATCH", `/v2/user/${target.owner.id}`, target.owner.token, { bio: "hi\u0000" });
    expect(user.status).toBe(400);
    for (const body of [{ name: "n\u0000" }, { version_number: "1\u0000" }, { changelog: "c\u0000" }]) {
      const answer = await send<ApiError>("PATCH", `/v2/version/${target.versionId}`, target.owner.token, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error).toBe("invalid_input");
    }
  });

  it("refuses control characters in titles and names with the field's message, keeps line breaks in text", async () => {
    const target = await project({ withVersion: true });
    const token = target.owner.token;
    expect(await send<ApiError>("PATCH", `/v2/project/${target.id}`, token, { title: "Bell\u0007 mod" })).toMatchObject(
      {
        status: 400,
        body: { description: expect.stringMatching(/title.* must not contain control characters\.$/) },
      },
    );
    expect(
      await send<ApiError>("PATCH", `/v2/project/${target.id}`, token, { description: "Two\nlines" }),
    ).toMatchObject({
      status: 400,
      body: { description: expect.stringMatching(/must not contain control characters\.$/) },
    });
    expect(await send("PATCH", `/v2/project/${target.id}`, token, { body: "Two\n\tlines\r\n" })).toMatchObject({
      status: 204,
    });
    const version = `/v2/version/${target.versionId}`;
    expect(await send<ApiError>("PATCH", version, token, { name: "Esc\u001b[31m" })).toMatchObject({
      status: 400,
      body: { description: expect.stringMatching(/name must not contain control characters\.$/) },
    });
    expect(await send<ApiError>("PATCH", version, token, { version_number: "1.0\u0007b" })).toMatchObject({
      status: 400,
    });
    expect(await send("PATCH", version, token, { changelog: "- fixed\n- added\ttabs" })).toMatchObject({
      status: 204,
    });
  });
});

describe("lookups the site's forms make outside a procedure", () => {
  it("an id or slug holding NUL (a tampered hidden field) names no project or organization instead of a database error", async () => {
    const target = await project();
    await expect(findProject(database.db, `${target.id}\u0000`)).resolves.toBeNull();
    await expect(findOrganization(database.db, "org\u0000slug")).resolves.toBeNull();
    await expect(findProject(database.db, target.id)).resolves.toMatchObject({ id: target.id });
  });
});
