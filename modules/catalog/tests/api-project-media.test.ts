import { describe, expect, it } from "vitest";

import { PNG, setupApi } from "./api-project-fixtures";

const { database, call, api, user, tokenFor, project, callers, events } = setupApi("api-media");

/** A raw-body request (icon and gallery uploads take the image bytes as the body). */
const upload = (method: string, route: string, token: string | undefined, body: Uint8Array<ArrayBuffer> = PNG) =>
  call(route, { method, token, body, headers: { "content-type": "image/png" } });

type ProjectJson = {
  icon_url: string | null;
  gallery: { url: string; raw_url: string; featured: boolean; title: string | null; ordering: number }[];
};
const read = async (id: string, token?: string) => (await call<ProjectJson>(`/v2/project/${id}`, { token })).body;

describe("PATCH and DELETE /v2/project/{id|slug}/icon", () => {
  it("is refused to anonymous, a token without PROJECT_WRITE, another user and a member without EDIT_DETAILS", async () => {
    const target = await project();
    const who = await callers(target.teamId, "EDIT_DETAILS");
    expect((await upload("PATCH", `/v2/project/${target.id}/icon?ext=png`, undefined)).status).toBe(401);
    const narrow = await tokenFor(target.owner.id, ["PROJECT_READ"]);
    expect((await upload("PATCH", `/v2/project/${target.id}/icon?ext=png`, narrow)).status).toBe(401);
    for (const caller of [who.other, who.without]) {
      expect(await upload("PATCH", `/v2/project/${target.id}/icon?ext=png`, caller.token)).toMatchObject({
        status: 403,
        body: { error: "forbidden" },
      });
      expect((await call(`/v2/project/${target.id}/icon`, { method: "DELETE", token: caller.token })).status).toBe(403);
    }
    expect((await call(`/v2/project/${target.id}/icon`, { method: "DELETE" })).status).toBe(401);
    expect(await call(`/v2/project/${target.id}/icon`, { method: "DELETE", token: narrow })).toMatchObject({
      status: 401,
      body: { description: "Authentication Error: the token does not have the PROJECT_WRITE scope" },
    });
    expect((await read(target.id)).icon_url).toBeNull();
  });

  it("lets a member with EDIT_DETAILS, a moderator and an admin set and remove it; the icon is served", async () => {
    const target = await project();
    const who = await callers(target.teamId, "EDIT_DETAILS");
    await events.take();
    for (const caller of [who.withFlag, who.moderator, who.admin]) {
      expect((await upload("PATCH", `/v2/project/${target.slug}/icon?ext=png`, caller.token)).status).toBe(204);
      const { icon_url } = await read(target.id);
      expect(icon_url).toMatch(new RegExp(`^${api.origin}/cdn/data/${target.id}/[0-9a-f]{40}\\.icon\\.webp$`));
      expect((await call(`/v2/project/${target.id}/icon`, { method: "DELETE", token: caller.token })).status).toBe(204);
      expect((await read(target.id)).icon_url).toBeNull();
    }
    expect(await events.take()).toEqual([target.id]);
  });

  it("refuses a missing or unknown ext, a body that is not an image, an empty body and one over 256 KiB", async () => {
    const target = await project();
    const token = target.owner.token;
    expect(await upload("PATCH", `/v2/project/${target.id}/icon`, token)).toMatchObject({
      status: 400,
      body: { error: "invalid_input", description: expect.stringMatching(/^ext: ext must be one of png/) },
    });
    expect((await upload("PATCH", `/v2/project/${target.id}/icon?ext=exe`, token)).status).toBe(400);
    expect(
      await upload(
        "PATCH",
        `/v2/project/${target.id}/icon?ext=png`,
        token,
        new TextEncoder().encode("MZ not an image"),
      ),
    ).toMatchObject({ status: 400, body: { description: "Upload a PNG, JPEG, GIF or WebP image." } });
    expect(await upload("PATCH", `/v2/project/${target.id}/icon?ext=png`, token, new Uint8Array())).toMatchObject({
      status: 400,
      body: { description: "Send the image as the request body." },
    });
    const big = new Uint8Array(256 * 1024 + 1);
    big.set(PNG);
    expect(await upload("PATCH", `/v2/project/${target.id}/icon?ext=png`, token, big)).toMatchObject({
      status: 413,
      body: { error: "payload_too_large", description: "The icon must be at most 256 KiB." },
    });
    expect((await read(target.id)).icon_url).toBeNull();
  });

  it("answers 404 for a hidden project to someone who cannot see it", async () => {
    const hidden = await project({ status: "draft" });
    const stranger = await user();
    expect((await upload("PATCH", `/v2/project/${hidden.id}/icon?ext=png`, stranger.token)).status).toBe(404);
  });
});

describe("POST, PATCH and DELETE /v2/project/{id|slug}/gallery", () => {
  it("adds, edits and removes images; a featured one un-features the others", async () => {
    const target = await project();
    const token = target.owner.token;
    await events.take();
    const added = await upload(
      "POST",
      `/v2/project/${target.id}/gallery?ext=png&featured=true&title=First&ordering=2`,
      token,
    );
    expect(added.status).toBe(204);
    const second = new Uint8Array([...PNG, 9]);
    expect(
      (await upload("POST", `/v2/project/${target.id}/gallery?ext=png&featured=true&description=Two`, token, second))
        .status,
    ).toBe(204);
    let gallery = (await read(target.id)).gallery;
    expect(gallery).toHaveLength(2);
    const first = gallery.find((image) => image.title === "First")!;
    expect(first).toMatchObject({ featured: false, ordering: 2 });
    expect(first.url.startsWith(`${api.origin}/cdn/data/${target.id}/`)).toBe(true);

    const edit = `/v2/project/${target.id}/gallery?url=${encodeURIComponent(first.url)}&featured=true&title=Renamed&ordering=0`;
    expect((await call(edit, { method: "PATCH", token })).status).toBe(204);
    gallery = (await read(target.id)).gallery;
    expect(gallery.filter((image) => image.featured).map((image) => image.title)).toEqual(["Renamed"]);

    const remove = `/v2/project/${target.id}/gallery?url=${encodeURIComponent(first.url)}`;
    expect((await call(remove, { method: "DELETE", token })).status).toBe(204);
    expect((await read(target.id)).gallery.map((image) => image.title)).toEqual([null]);
    expect(await events.take()).toEqual([target.id]);
  });

  it("checks permissions for every caller, and the scope", async () => {
    const target = await project();
    const who = await callers(target.teamId, "EDIT_DETAILS");
    const route = `/v2/project/${target.id}/gallery?ext=png&featured=false`;
    expect((await upload("POST", route, undefined)).status).toBe(401);
    const narrow = await tokenFor(who.withFlag.id, ["PROJECT_READ", "USER_WRITE"]);
    expect(await upload("POST", route, narrow)).toMatchObject({
      status: 401,
      body: { description: "Authentication Error: the token does not have the PROJECT_WRITE scope" },
    });
    for (const caller of [who.other, who.without]) expect((await upload("POST", route, caller.token)).status).toBe(403);
    expect(await database.db.galleryImage.count({ where: { projectId: target.id } })).toBe(0);
    for (const caller of [who.withFlag, who.moderator, who.admin]) {
      expect(
        (await upload("POST", route, caller.token, new Uint8Array([...PNG, caller.id.charCodeAt(0)]))).status,
      ).toBe(204);
    }
    const [image] = (await read(target.id)).gallery;
    for (const caller of [who.other, who.without]) {
      const edit = `/v2/project/${target.id}/gallery?url=${encodeURIComponent(image!.url)}&title=Mine`;
      expect((await call(edit, { method: "PATCH", token: caller.token })).status).toBe(403);
      const remove = `/v2/project/${target.id}/gallery?url=${encodeURIComponent(image!.url)}`;
      expect((await call(remove, { method: "DELETE", token: caller.token })).status).toBe(403);
    }
    expect(await database.db.galleryImage.count({ where: { projectId: target.id } })).toBe(3);
    for (const caller of [undefined, narrow]) {
      const edit = `/v2/project/${target.id}/gallery?url=${encodeURIComponent(image!.url)}&title=Mine`;
      expect((await call(edit, { method: "PATCH", token: caller })).status).toBe(401);
      const remove = `/v2/project/${target.id}/gallery?url=${encodeURIComponent(image!.url)}`;
      expect((await call(remove, { method: "DELETE", token: caller })).status).toBe(401);
    }
    // Each of the member with the flag, the moderator and the admin edits and removes one image.
    const images = (await read(target.id)).gallery;
    for (const [index, caller] of [who.withFlag, who.moderator, who.admin].entries()) {
      const url = encodeURIComponent(images[index]!.url);
      const title = `By ${caller.role}`;
      const edited = await call(`/v2/project/${target.id}/gallery?url=${url}&title=${encodeURIComponent(title)}`, {
        method: "PATCH",
        token: caller.token,
      });
      expect(edited.status).toBe(204);
      expect((await read(target.id)).gallery.some((image) => image.title === title)).toBe(true);
      const removed = await call(`/v2/project/${target.id}/gallery?url=${url}`, {
        method: "DELETE",
        token: caller.token,
      });
      expect(removed.status).toBe(204);
    }
    expect(await database.db.galleryImage.count({ where: { projectId: target.id } })).toBe(0);
  });

  it("refuses bad queries and bodies and changes nothing", async () => {
    const target = await project();
    const token = target.owner.token;
    expect(await upload("POST", `/v2/project/${target.id}/gallery?ext=png`, token)).toMatchObject({
      status: 400,
      body: { description: "featured: must be true or false" },
    });
    expect((await upload("POST", `/v2/project/${target.id}/gallery?ext=png&featured=yes`, token)).status).toBe(400);
    expect(
      (await upload("POST", `/v2/project/${target.id}/gallery?ext=png&featured=true&ordering=first`, token)).status,
    ).toBe(400);
    expect(
      await upload("POST", `/v2/project/${target.id}/gallery?ext=png&featured=true&title=${"x".repeat(256)}`, token),
    ).toMatchObject({ status: 400, body: { description: "The title must be at most 255 characters." } });
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PNG);
    expect(await upload("POST", `/v2/project/${target.id}/gallery?ext=png&featured=true`, token, big)).toMatchObject({
      status: 413,
      body: { description: "A gallery image must be at most 5 MiB." },
    });
    expect(await database.db.galleryImage.count({ where: { projectId: target.id } })).toBe(0);
    expect(
      await call(`/v2/project/${target.id}/gallery?url=${encodeURIComponent("https://elsewhere.test/x.png")}`, {
        method: "DELETE",
        token,
      }),
    ).toMatchObject({ status: 404, body: { description: "This project has no gallery image at that URL." } });
    expect((await call(`/v2/project/${target.id}/gallery`, { method: "PATCH", token })).status).toBe(400);
  });
});
