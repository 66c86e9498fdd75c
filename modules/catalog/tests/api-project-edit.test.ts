import { describe, expect, it } from "vitest";

import { NO_VERSIONS_FOR_REVIEW } from "../src/server/services/projects/project-review";
import { setupApi } from "./api-project-fixtures";

const { database, call, send, user, tokenFor, project, callers, events } = setupApi("api-edit");

const row = (id: string) =>
  database.db.project.findUniqueOrThrow({ where: { id }, include: { categories: true, donationLinks: true } });

describe("PATCH /v2/project/{id|slug}", () => {
  it("is refused to anonymous callers, tokens without PROJECT_WRITE, other users and members without EDIT_DETAILS", async () => {
    const target = await project();
    const who = await callers(target.teamId, "EDIT_DETAILS");
    await events.take();
    const edit = { title: "Renamed by someone" };

    const anonymous = await send("PATCH", `/v2/project/${target.id}`, undefined, edit);
    expect(anonymous).toMatchObject({ status: 401, body: { error: "unauthorized" } });
    const narrow = await tokenFor(target.owner.id, ["PROJECT_READ", "PROJECT_DELETE"]);
    expect(await send("PATCH", `/v2/project/${target.id}`, narrow, edit)).toMatchObject({
      status: 401,
      body: {
        error: "unauthorized",
        description: "Authentication Error: the token does not have the PROJECT_WRITE scope",
      },
    });
    expect(await send("PATCH", `/v2/project/${target.id}`, who.other.token, edit)).toMatchObject({
      status: 403,
      body: { error: "forbidden", description: "You do not have permission to edit this project's details." },
    });
    expect((await send("PATCH", `/v2/project/${target.id}`, who.without.token, edit)).status).toBe(403);

    expect((await row(target.id)).name).toBe("Api Project");
    expect(await events.take()).toEqual([]);
  });

  it("lets a member with EDIT_DETAILS, a moderator and an admin edit, and publishes project-changed", async () => {
    const target = await project();
    const who = await callers(target.teamId, "EDIT_DETAILS");
    await events.take();
    for (const [caller, title] of [
      [who.withFlag, "Edited by member"],
      [who.moderator, "Edited by moderator"],
      [who.admin, "Edited by admin"],
    ] as const) {
      const response = await send("PATCH", `/v2/project/${target.slug}`, caller.token, { title });
      expect(response.status).toBe(204);
      expect(response.body).toBeNull();
      expect((await row(target.id)).name).toBe(title);
    }
    expect(await events.take()).toEqual([target.id]);
  });

  it("edits the v2 fields and GET shows them", async () => {
    const target = await project();
    const response = await send("PATCH", `/v2/project/${target.id}`, target.owner.token, {
      title: "Lanterns",
      description: "Lights in the dark",
      body: "# Lanterns\nMany of them.",
      categories: ["decoration", "utility"],
      additional_categories: ["magic"],
      issues_url: "https://example.com/issues",
      source_url: "https://example.com/source",
      wiki_url: null,
      discord_url: "https://discord.gg/abc",
      donation_urls: [{ id: "ko-fi", platform: "Ko-fi", url: "https://ko-fi.com/x" }],
      license_id: "MIT",
      client_side: "required",
      server_side: "optional",
      slug: `lanterns-${target.id.toLowerCase()}`,
    });
    expect(response.status).toBe(204);
    const { body } = await call(`/v2/project/lanterns-${target.id.toLowerCase()}`);
    expect(body).toMatchObject({
      id: target.id,
      title: "Lanterns",
      description: "Lights in the dark",
      body: "# Lanterns\nMany of them.",
      categories: ["decoration", "utility"],
      additional_categories: ["magic"],
      issues_url: "https://example.com/issues",
      wiki_url: null,
      donation_urls: [{ id: "ko-fi", platform: "Ko-fi", url: "https://ko-fi.com/x" }],
      license: { id: "MIT", name: "MIT License" },
      client_side: "required",
      server_side: "optional",
    });
  });

  it("needs EDIT_BODY for the description body", async () => {
    const target = await project();
    const who = await callers(target.teamId, "EDIT_DETAILS");
    const refused = await send("PATCH", `/v2/project/${target.id}`, who.withFlag.token, { body: "mine now" });
    expect(refused).toMatchObject({
      status: 403,
      body: { description: "You do not have permission to edit this project's description." },
    });
    expect((await row(target.id)).body).toBe("");
  });

  it("answers bad input with the error body and changes nothing, even with valid fields beside it", async () => {
    const target = await project();
    const taken = await project();
    await events.take();
    const cases: [unknown, number, string][] = [
      [{ title: "ok title", description: "x" }, 400, "The summary must be between 3 and 256 characters."],
      [
        { title: "ok title", categories: ["not-a-category"] },
        400,
        '"not-a-category" is not a category for this project type.',
      ],
      [{ title: "ok title", client_side: "sometimes" }, 400, "Side support must be required, optional or unsupported."],
      [
        { title: "ok title", license_id: "Nope-1.0" },
        400,
        "Choose an SPDX license or a custom LicenseRef- license with a URL.",
      ],
      [{ title: "ok title", issues_url: "ftp://x" }, 400, "issuesUrl must start with https:// or http://."],
      [{ title: "ok title", slug: taken.slug.toUpperCase() }, 409, "This URL is already used by another project."],
      [{ title: 42 }, 400, "title: The title must be a string."],
      [
        { title: "ok title", donation_urls: [{ id: "cash", url: "https://x.test" }] },
        400,
        "Unknown donation platform: cash.",
      ],
    ];
    for (const [body, status, description] of cases) {
      const response = await send("PATCH", `/v2/project/${target.id}`, target.owner.token, body);
      expect({ status: response.status, body: response.body }).toEqual({
        status,
        body: { error: status === 409 ? "conflict" : "invalid_input", description },
      });
    }
    const notJson = await call(`/v2/project/${target.id}`, {
      method: "PATCH",
      token: target.owner.token,
      body: "{title",
    });
    expect(notJson).toMatchObject({ status: 400, body: { description: "The request body must be JSON." } });
    const after = await row(target.id);
    expect(after).toMatchObject({ name: "Api Project", summary: "Made for the API tests", slug: target.slug });
    expect(after.updated.getTime()).toBe(target.updated.getTime());
    expect(await events.take()).toEqual([]);
  });

  it("answers 404 for a hidden project to someone who cannot see it", async () => {
    const hidden = await project({ status: "draft" });
    const stranger = await user();
    expect((await send("PATCH", `/v2/project/${hidden.id}`, stranger.token, { title: "Mine" })).status).toBe(404);
  });
});

describe("PATCH /v2/project/{id|slug} status rules", () => {
  it("lets the team switch an approved project between requestable statuses, not into moderator-only ones", async () => {
    const target = await project();
    const who = await callers(target.teamId, "EDIT_DETAILS");
    await events.take();
    expect((await send("PATCH", `/v2/project/${target.id}`, who.withFlag.token, { status: "unlisted" })).status).toBe(
      204,
    );
    expect((await row(target.id)).status).toBe("unlisted");
    expect(await events.take()).toEqual([target.id]);
    expect((await send("PATCH", `/v2/project/${target.id}`, who.without.token, { status: "approved" })).status).toBe(
      403,
    );
    expect(await send("PATCH", `/v2/project/${target.id}`, target.owner.token, { status: "rejected" })).toMatchObject({
      status: 403,
      body: { description: "Only moderators can set this status." },
    });
    expect(await send("PATCH", `/v2/project/${target.id}`, target.owner.token, { status: "nonsense" })).toMatchObject({
      status: 400,
      body: { description: "Unknown status: nonsense." },
    });
    expect((await row(target.id)).status).toBe("unlisted");
  });

  it("submits a draft for review only with a version; only moderators approve it", async () => {
    const empty = await project({ status: "draft" });
    expect(await send("PATCH", `/v2/project/${empty.id}`, empty.owner.token, { status: "processing" })).toMatchObject({
      status: 400,
      body: { description: NO_VERSIONS_FOR_REVIEW },
    });
    const draft = await project({ status: "draft", withVersion: true });
    expect(await send("PATCH", `/v2/project/${draft.id}`, draft.owner.token, { status: "approved" })).toMatchObject({
      status: 403,
      body: { description: "Only moderators can change the status of a project that is not approved." },
    });
    expect((await send("PATCH", `/v2/project/${draft.id}`, draft.owner.token, { status: "processing" })).status).toBe(
      204,
    );
    expect((await row(draft.id)).status).toBe("processing");
    const moderator = await user("moderator");
    await events.take();
    const approve = await send("PATCH", `/v2/project/${draft.id}`, moderator.token, {
      status: "approved",
      moderation_message: "Welcome",
      moderation_message_body: "Looks good.",
    });
    expect(approve.status).toBe(204);
    expect(await row(draft.id)).toMatchObject({ status: "approved", moderatorMessage: "Welcome" });
    expect(await events.take()).toEqual([draft.id]);
    const { body } = await call(`/v2/project/${draft.id}`);
    expect(body).toMatchObject({ moderator_message: { message: "Welcome", body: "Looks good." } });
  });

  it("keeps the moderation message for moderators and rolls back the whole request when one part is refused", async () => {
    const target = await project();
    const refused = await send("PATCH", `/v2/project/${target.id}`, target.owner.token, {
      title: "Quietly renamed",
      moderation_message: "I approve myself",
    });
    expect(refused).toMatchObject({
      status: 403,
      body: { description: "Only moderators can set the moderation message." },
    });
    expect(await row(target.id)).toMatchObject({ name: "Api Project", moderatorMessage: null });
    expect(
      (await send("PATCH", `/v2/project/${target.id}`, target.owner.token, { requested_status: "rejected" })).status,
    ).toBe(400);
    expect(
      (await send("PATCH", `/v2/project/${target.id}`, target.owner.token, { requested_status: "private" })).status,
    ).toBe(204);
    expect((await row(target.id)).requestedStatus).toBe("private");
  });
});
