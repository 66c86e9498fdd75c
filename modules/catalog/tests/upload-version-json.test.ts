// POST /api/catalog/projects/{id}/versions as the site's upload script sends it (Accept: application/json, so it
// can show progress and keep the form on a refusal): { location } on success, a 4xx { error, fields } on a
// refusal, 401 with the sign-in address when the session is gone. The plain form post keeps its redirects
// (upload-version-form.test.ts).

import { encode } from "@auth/core/jwt";
import { beforeAll, describe, expect, it } from "vitest";
import type { Actor } from "@hopper/core/auth";

import { createSession } from "../../core/src/auth/sessions";
import { authSecret } from "../../core/src/config/secret";
import { setupTestDatabase } from "../../../tests/setup/test-database";
import { tempDataDir } from "../../../tests/support/temp-dir";
import { translatorFor, UPSIDE_DOWN_LOCALE } from "../../ui/src/i18n/catalogue";
import { shellMessages } from "../../ui/src/i18n/messages/en-US";
import { POST } from "../src/server/http/upload-version";
import { createProject } from "../src/server/services/projects/project-create";
import { MAX_FILES_PER_VERSION } from "../src/server/services/versions/intake/version-intake";
import { errorMessages } from "../src/ui/messages/errors";
import { zip } from "./archives";
import { makeUser, uniqueSlug } from "./helpers";

tempDataDir("hopper-upload-json-");

const database = setupTestDatabase();

const jar = (id: string) =>
  zip({
    "fabric.mod.json": JSON.stringify({ schemaVersion: 1, id, version: "1.0.0", depends: { minecraft: "1.20.1" } }),
    [`${id}/Main.class`]: `class ${id}`,
  });

async function cookieFor(user: Actor) {
  const session = await createSession(database.db, user.userId);
  const name = "authjs.session-token";
  return `${name}=${await encode({ token: { sid: session.id }, secret: authSecret(), salt: name })}`;
}

let ownerCookie: string;
let project: Awaited<ReturnType<typeof createProject>>;

beforeAll(async () => {
  const owner = await makeUser(database.db);
  ownerCookie = await cookieFor(owner);
  project = await createProject(database.db, owner, {
    name: "Upload script",
    slug: uniqueSlug("xhr"),
    projectType: "mod",
    summary: "Uploaded with progress",
  });
});

function upload(cookie: string | null, fields: Record<string, string>, withLoader = true) {
  const body = new FormData();
  body.append("files", new Blob([new Uint8Array(jar(`xhr_${uniqueSlug("j").replace(/\W/g, "_")}`))]), "mod.jar");
  if (withLoader) body.set("loaders", "fabric");
  body.set("gameVersions", "1.20.1");
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  return POST(
    new Request(`http://localhost/api/catalog/projects/${project.id}/versions`, {
      method: "POST",
      headers: { ...(cookie ? { cookie } : {}), "sec-fetch-site": "same-origin", accept: "application/json" },
      body,
    }),
  );
}

describe("the upload route answering the site's upload script", () => {
  it("answers the new version's address as JSON instead of redirecting", async () => {
    const response = await upload(ownerCookie, { versionNumber: "5.0.0" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ location: `/mod/${project.slug}/version/5.0.0` });
  });

  it("answers a refusal as a 4xx with the message and each field's message, storing nothing", async () => {
    const before = await database.db.version.count({ where: { projectId: project.id } });
    const response = await upload(ownerCookie, { versionNumber: "5.1.0" }, false);
    expect(response.status).toBe(400);
    expect(response.headers.get("location")).toBeNull();
    const answer = (await response.json()) as { error: string; fields: Record<string, string> };
    expect(answer.fields.loaders).toBe("Choose at least one loader.");
    expect(answer.error).toBeTruthy();
    expect(await database.db.version.count({ where: { projectId: project.id } })).toBe(before);
  });

  it("answers 401 with the sign-in address when nobody is signed in", async () => {
    const response = await upload(null, { versionNumber: "5.2.0" });
    expect(response.status).toBe(401);
    const answer = (await response.json()) as { error: string; location: string };
    expect(answer.location).toBe(`/auth/sign-in?redirect=${encodeURIComponent(`/mod/${project.slug}/version/new`)}`);
  });
  it("answers the body reader's refusals in the reader's language, the same English without a choice", async () => {
    const shell = translatorFor(shellMessages, UPSIDE_DOWN_LOCALE) as unknown as (
      key: string,
      values?: Record<string, string>,
    ) => string;
    const catalog = translatorFor(errorMessages, UPSIDE_DOWN_LOCALE) as unknown as (
      key: string,
      values?: Record<string, string>,
    ) => string;
    const post = (cookie: string, body: BodyInit, headers: Record<string, string> = {}) =>
      POST(
        new Request(`http://localhost/api/catalog/projects/${project.id}/versions`, {
          method: "POST",
          headers: { cookie, "sec-fetch-site": "same-origin", accept: "application/json", ...headers },
          body,
        }),
      );
    const bigField = new FormData();
    bigField.set("changelog", "x".repeat(1024 * 1024 + 1));
    const manyFiles = new FormData();
    for (let index = 0; index <= MAX_FILES_PER_VERSION; index++) {
      manyFiles.append("files", new Blob([`file ${index}`]), `f${index}.jar`);
    }
    const boundary = "----hopper-declared";
    const cases = [
      [
        () => ["{}", { "content-type": "application/json" }],
        400,
        "Send the form as multipart/form-data.",
        shell("refusals.notMultipart"),
      ],
      [
        () => [
          `--${boundary}--\r\n`,
          { "content-type": `multipart/form-data; boundary=${boundary}`, "content-length": String(1024 ** 4) },
        ],
        413,
        "The upload is larger than the site accepts.",
        shell("refusals.uploadTooLarge"),
      ],
      [
        () => [bigField, {}],
        413,
        "The form field changelog must be at most 1 MiB.",
        shell("refusals.formFieldTooLarge", { name: "changelog", limit: "1 MiB" }),
      ],
      [
        () => [manyFiles, {}],
        400,
        `A version can have at most ${MAX_FILES_PER_VERSION} files.`,
        catalog("versions.tooManyFiles", { max: String(MAX_FILES_PER_VERSION) }),
      ],
    ] as const;
    for (const [request, status, english, turned] of cases) {
      expect(turned).not.toBe(english);
      for (const [cookie, said] of [
        [ownerCookie, english],
        [`${ownerCookie}; locale=${UPSIDE_DOWN_LOCALE}`, turned],
      ] as const) {
        const [body, headers] = request() as [BodyInit, Record<string, string>];
        const response = await post(cookie, body, headers);
        expect(response.status, english).toBe(status);
        expect(((await response.json()) as { error: string }).error).toBe(said);
      }
    }
  });
});
