// Issue 14 (language): the catalog's last English refusals (a loader's missing metadata or wrong extension, an
// uploaded file's name, the icon and gallery image limits, the links and license forms' checks) carry
// descriptors of catalog.errors, so the site shows them in the reader's language (here the generated
// upside-down variant), while the REST API keeps the identical English description launchers depend on.
// Real PostgreSQL, the real services, procedures and REST dispatcher; no browser.
import { describe, expect, it } from "vitest";

import { formErrorsOf, localizeFormErrors } from "../../ui/src/forms/field-errors";
import { translatorFor, UPSIDE_DOWN_LOCALE } from "../../ui/src/i18n/catalogue";
import { prepareGalleryImage, prepareIcon } from "../src/server/services/media/media";
import { MEDIA_REFUSALS, mediaRefusalText } from "../src/server/services/media/media-refusal-codes";
import { inspectFile } from "../src/server/services/versions/intake/file-checks";
import type { InspectContext } from "../src/server/services/versions/intake/file-checks";
import { checkFileNames } from "../src/server/services/versions/intake/version-intake";
import { errorMessages } from "../src/ui/messages/errors";
import { refusedAt } from "../src/ui/actions/form-runner";
import { refusalSeal, sealedRefusal } from "@hopper/ui/server/refusal-seal";
import { PNG, setupApi } from "./api-project-fixtures";
import { zip } from "./archives";
import { callerFor } from "./callers";

const { database, call, send, project } = setupApi("refusal-language-files");

const flipped = translatorFor(errorMessages, UPSIDE_DOWN_LOCALE) as unknown as (
  key: string,
  values?: Record<string, string>,
) => string;

/** The refusal a call ends in (sync or async), or a failure when it went through. */
async function refusalOf(attempt: () => unknown): Promise<unknown> {
  try {
    await attempt();
  } catch (error) {
    return error;
  }
  throw new Error("expected a refusal");
}

/** The refusal's message as the site shows it in English and upside-down, and its own (REST's) message. */
async function shown(attempt: () => unknown) {
  const error = await refusalOf(attempt);
  const errors = formErrorsOf((error as { cause?: unknown }).cause ?? error);
  return {
    message: (error as Error).message,
    english: localizeFormErrors(errors, [errorMessages], "en-US"),
    turned: localizeFormErrors(errors, [errorMessages], UPSIDE_DOWN_LOCALE),
  };
}

const limits: InspectContext["limits"] = {
  maxEntries: 1000,
  maxUncompressedBytes: 64 * 1024 * 1024,
  maxRatio: 200,
};
const primaryFor = (loaders: string[], projectType = "mod"): InspectContext => ({
  projectType,
  loaders,
  limits,
  primary: true,
});

describe("a loader's metadata check in the reader's language", () => {
  // [loaders, project type, file name, catalogue key, values, the English REST has always sent]
  const cases: [string[], string, string, string, Record<string, string>, string][] = [
    [
      ["fabric"],
      "mod",
      "empty.jar",
      "archive.missingMetadata",
      { filename: "empty.jar", kind: "fabricMod", entry: "fabric.mod.json" },
      "empty.jar is not a valid Fabric mod: it must contain fabric.mod.json.",
    ],
    [
      ["paper"],
      "plugin",
      "p.jar",
      "archive.missingMetadataEither",
      { filename: "p.jar", kind: "serverPlugin", first: "plugin.yml", second: "paper-plugin.yml" },
      "p.jar is not a valid server plugin: it must contain plugin.yml or paper-plugin.yml.",
    ],
    [
      ["sponge"],
      "plugin",
      "s.jar",
      "archive.missingMetadataAny",
      {
        filename: "s.jar",
        kind: "spongePlugin",
        first: "META-INF/sponge_plugins.json",
        second: "sponge_plugins.json",
        third: "mcmod.info",
      },
      "s.jar is not a valid Sponge plugin: it must contain META-INF/sponge_plugins.json or sponge_plugins.json or mcmod.info.",
    ],
    [
      ["iris"],
      "shader",
      "s.zip",
      "archive.missingFolder",
      { filename: "s.zip", kind: "shaderPack", folder: "shaders/" },
      "s.zip is not a valid shader pack: it must contain a shaders/ folder.",
    ],
    [
      ["java-agent"],
      "mod",
      "agent.jar",
      "archive.missingAgentManifest",
      {
        filename: "agent.jar",
        kind: "javaAgent",
        manifest: "META-INF/MANIFEST.MF",
        first: "Premain-Class",
        second: "Agent-Class",
        third: "Launcher-Agent-Class",
      },
      "agent.jar is not a valid Java agent: it must contain META-INF/MANIFEST.MF naming a Premain-Class, Agent-Class or Launcher-Agent-Class.",
    ],
    [
      ["nilloader"],
      "mod",
      "nil.jar",
      "archive.missingRootFile",
      { filename: "nil.jar", kind: "nilloaderMod", pattern: ".nilmod.css" },
      "nil.jar is not a valid NilLoader mod: it must contain a .nilmod.css file at its root.",
    ],
    [
      ["modloader"],
      "mod",
      "ml.zip",
      "archive.missingRootFile",
      { filename: "ml.zip", kind: "modloaderMod", pattern: "mod_*.class" },
      "ml.zip is not a valid ModLoader mod: it must contain a mod_*.class file at its root.",
    ],
    [
      ["fabric"],
      "mod",
      "a.zip",
      "archive.wrongExtension",
      { filename: "a.zip", kind: "fabricMod", extension: ".jar" },
      "A Fabric mod must be a .jar file, not a.zip.",
    ],
    [
      ["liteloader"],
      "mod",
      "l.zip",
      "archive.wrongExtensionEither",
      { filename: "l.zip", kind: "liteloaderMod", first: ".litemod", second: ".jar" },
      "A LiteLoader mod must be a .litemod or .jar file, not l.zip.",
    ],
  ];

  it.each(cases)("%j %s %s: upside-down around the names, English as before", async (...testCase) => {
    const [loaders, projectType, filename, key, values, english] = testCase;
    const refused = await shown(() =>
      inspectFile(filename, zip({ "readme.txt": "nothing to load" }), primaryFor(loaders, projectType)),
    );
    expect(refused.message).toBe(english);
    expect(refused.english.message).toBe(english);
    expect(refused.turned.message).toBe(flipped(key, values));
    expect(refused.turned.message).not.toBe(english);
    // The file's name and the entries looked for are values: never turned over.
    expect(refused.turned.message).toContain(filename);
  });
});

describe("an uploaded file's name in the reader's language", () => {
  it.each([
    ["", "versions.fileNameLength", { min: "1", max: "255" }, "A file name must be between 1 and 255 characters."],
    [
      "a".repeat(256),
      "versions.fileNameLength",
      { min: "1", max: "255" },
      "A file name must be between 1 and 255 characters.",
    ],
    [
      "dir/evil.jar",
      "versions.fileNameInvalid",
      { filename: "dir/evil.jar" },
      "dir/evil.jar is not a valid file name.",
    ],
    ["..", "versions.fileNameInvalid", { filename: ".." }, ".. is not a valid file name."],
    ["README", "versions.fileNameExtension", { filename: "README" }, "README has no file extension."],
  ])("%j", async (filename, key, values, english) => {
    const refused = await shown(() => checkFileNames([{ filename, body: new Uint8Array([1]) }]));
    expect([refused.message, refused.english.message]).toEqual([english, english]);
    expect(refused.turned.message).toBe(flipped(key, values));
    expect(refused.turned.message).not.toBe(english);
  });
});

describe("the icon and gallery image limits in the reader's language", () => {
  it("an icon over 256 KiB and a gallery image over 5 MiB", async () => {
    const bigIcon = new Uint8Array(256 * 1024 + 1);
    bigIcon.set(PNG);
    const icon = await shown(() => prepareIcon(bigIcon));
    expect([icon.message, icon.english.message]).toEqual([
      "The icon must be at most 256 KiB.",
      "The icon must be at most 256 KiB.",
    ]);
    expect(icon.turned.message).toBe(flipped("gallery.iconTooLarge", { limit: "256 KiB" }));
    expect(icon.turned.message).not.toContain("icon");

    const bigImage = new Uint8Array(5 * 1024 * 1024 + 1);
    bigImage.set(PNG);
    const gallery = await shown(() => prepareGalleryImage(bigImage));
    expect(gallery.message).toBe("A gallery image must be at most 5 MiB.");
    expect(gallery.turned.message).toBe(flipped("gallery.imageTooLarge", { limit: "5 MiB" }));
    expect(gallery.turned.message).not.toContain("gallery");
  });
});

describe("the links, license, general and tags forms' checks in the reader's language", () => {
  it("a URL that is not one or not http(s), a license, side support, categories and a donation platform", async () => {
    const target = await project();
    const owner = await callerFor(database.db, target.owner.actor);
    const update = (patch: Record<string, unknown>) => () =>
      owner.projects.update({ projectId: target.id, ...patch } as Parameters<typeof owner.projects.update>[0]);
    const links = {
      section: "links",
      issuesUrl: null,
      sourceUrl: null,
      wikiUrl: null,
      discordUrl: null,
      donationLinks: [],
    };

    const notAUrl = await shown(update({ ...links, issuesUrl: "not a url" }));
    expect(notAUrl.english).toMatchObject({
      message: "issuesUrl must be a valid URL.",
      fields: { issuesUrl: "issuesUrl must be a valid URL." },
    });
    const turnedUrl = flipped("urlInvalid", { field: "issuesUrl" });
    expect(notAUrl.turned).toMatchObject({ message: turnedUrl, fields: { issuesUrl: turnedUrl } });
    expect(turnedUrl).not.toContain("issuesUrl");

    const cases: [Record<string, unknown>, string, Record<string, string> | undefined, string][] = [
      [
        { ...links, sourceUrl: "ftp://example.com/x" },
        "urlScheme",
        { field: "sourceUrl" },
        "sourceUrl must start with https:// or http://.",
      ],
      [
        { ...links, donationLinks: [{ platform: "cash", url: "https://example.com" }] },
        "unknownDonationPlatform",
        { platform: "cash" },
        "Unknown donation platform: cash.",
      ],
      [
        { section: "license", licenseId: "Nope-1.0", licenseUrl: null },
        "chooseLicense",
        undefined,
        "Choose an SPDX license or a custom LicenseRef- license with a URL.",
      ],
      [
        { section: "license", licenseId: "LicenseRef-Mine", licenseUrl: null },
        "customLicenseUrl",
        undefined,
        "A custom license needs a URL to its text.",
      ],
      [
        { section: "tags", categories: ["not-a-category"], additionalCategories: [] },
        "unknownCategory",
        { category: "not-a-category" },
        '"not-a-category" is not a category for this project type.',
      ],
      [
        { section: "tags", categories: ["adventure", "magic", "storage", "utility"], additionalCategories: [] },
        "tooManyCategories",
        { max: "3" },
        "At most 3 categories can be featured.",
      ],
      [
        {
          section: "general",
          name: "Api Project",
          slug: target.slug,
          summary: "Made for the API tests",
          clientSide: "sometimes",
          serverSide: "optional",
        },
        "sideSupport",
        undefined,
        "Side support must be required, optional or unsupported.",
      ],
    ];
    for (const [patch, key, values, english] of cases) {
      const refused = await shown(update(patch));
      expect(refused.english.message).toBe(english);
      expect(refused.turned.message).toBe(flipped(key, values));
      expect(refused.turned.message).not.toBe(english);
    }
  });
});

describe("the upload routes' ?error= codes on the settings pages", () => {
  it("each code reads its catalogue message: upside-down, and the English the upload script gets", () => {
    for (const [code, refused] of Object.entries(MEDIA_REFUSALS)) {
      expect(mediaRefusalText(code, "en-US")).toBe(refused.text);
      const turned = mediaRefusalText(code, UPSIDE_DOWN_LOCALE);
      expect(turned).toBe(
        flipped(
          refused.descriptor.key.slice("catalog.errors.".length),
          refused.descriptor.values as Record<string, string> | undefined,
        ),
      );
      expect(turned).not.toBe(refused.text);
    }
    expect(mediaRefusalText("icon-too-large", "en-US")).toBe("The icon must be at most 256 KiB.");
  });

  it("a forged ?error= (markup, the old free text, an object's own names) shows nothing of it", () => {
    for (const forged of [
      "<script>alert(1)</script>",
      "Choose an image.",
      "The icon must be at most 256 KiB.",
      "constructor",
      "__proto__",
      "toString",
      "hasOwnProperty",
      "",
      ["choose-image", "x"],
      undefined,
    ]) {
      expect(mediaRefusalText(forged, UPSIDE_DOWN_LOCALE)).toBeNull();
      expect(mediaRefusalText(forged, "en-US")).toBeNull();
    }
  });
});

describe("the settings pages' other ?error= texts (the forms' server actions)", () => {
  it("show only texts the site sealed: a forged, altered or extended address shows nothing", () => {
    const message = flipped("urlInvalid", { field: "issuesUrl" });
    const fields = { issuesUrl: message };
    const seal = refusalSeal(message, fields);
    expect(sealedRefusal({ error: message, "field.issuesUrl": message, seal })).toEqual({ message, fields });
    const none = { message: null, fields: {} };
    expect(sealedRefusal({ error: "<script>alert(1)</script>" })).toEqual(none);
    expect(sealedRefusal({ error: "<script>alert(1)</script>", "field.issuesUrl": message, seal })).toEqual(none);
    expect(sealedRefusal({ error: message, "field.issuesUrl": "Made up", seal })).toEqual(none);
    expect(sealedRefusal({ error: message, "field.issuesUrl": message, "field.name": "Made up", seal })).toEqual(none);
    expect(sealedRefusal({ "field.name": "Made up" })).toEqual(none);
    expect(sealedRefusal({ error: message, "field.issuesUrl": message, seal: "x" })).toEqual(none);
    expect(sealedRefusal({ notice: "saved" })).toEqual(none);
  });

  it("an action's own refusal (refusedAt) is sealed too, beside the address's other values", () => {
    const address = new URL(refusedAt("/dashboard/organizations?name=Mine", "Choose an organization."), "http://x");
    const query = Object.fromEntries(address.searchParams);
    expect(query.name).toBe("Mine");
    expect(sealedRefusal(query)).toEqual({ message: "Choose an organization.", fields: {} });
  });
});

describe("REST keeps the English description of each converted refusal", () => {
  it("PATCH /v2/project: a URL, a license and a category", async () => {
    const target = await project();
    const cases: [Record<string, unknown>, string][] = [
      [{ issues_url: "not a url" }, "issuesUrl must be a valid URL."],
      [{ wiki_url: "javascript:alert(1)" }, "wikiUrl must start with https:// or http://."],
      [{ discord_url: "nope" }, "discordUrl must be a valid URL."],
      [{ license_id: "LicenseRef-Mine", license_url: null }, "A custom license needs a URL to its text."],
    ];
    for (const [body, description] of cases) {
      const response = await send("PATCH", `/v2/project/${target.id}`, target.owner.token, body);
      expect({ status: response.status, body: response.body }).toEqual({
        status: 400,
        body: { error: "invalid_input", description },
      });
    }
  });

  it("PATCH /v2/project/{id}/icon: the size limit", async () => {
    const target = await project();
    const bigIcon = new Uint8Array(256 * 1024 + 1);
    bigIcon.set(PNG);
    const icon = await call(`/v2/project/${target.id}/icon?ext=png`, {
      method: "PATCH",
      token: target.owner.token,
      headers: { "content-type": "image/png" },
      body: Buffer.from(bigIcon),
    });
    expect([icon.status, icon.body]).toEqual([
      413,
      { error: "payload_too_large", description: "The icon must be at most 256 KiB." },
    ]);
  });

  it("POST /v2/version: a missing loader metadata, a wrong extension and a name without extension", async () => {
    const target = await project();
    const upload = async (filename: string, loaders: string[]) => {
      const form = new FormData();
      form.set(
        "data",
        JSON.stringify({
          project_id: target.id,
          version_number: "1.0.0",
          loaders,
          game_versions: ["1.20.1"],
          file_parts: ["main"],
        }),
      );
      form.set("main", new Blob([Buffer.from(zip({ "readme.txt": "nothing to load" }))]), filename);
      const response = await call("/v2/version", { method: "POST", token: target.owner.token, body: form });
      return [response.status, response.body];
    };
    expect(await upload(`empty-${target.id}.jar`, ["fabric"])).toEqual([
      400,
      {
        error: "invalid_input",
        description: `empty-${target.id}.jar is not a valid Fabric mod: it must contain fabric.mod.json.`,
      },
    ]);
    expect(await upload(`q-${target.id}.zip`, ["fabric"])).toEqual([
      400,
      { error: "invalid_input", description: `A Fabric mod must be a .jar file, not q-${target.id}.zip.` },
    ]);
    expect(await upload(`README-${target.id}`, ["fabric"])).toEqual([
      400,
      { error: "invalid_input", description: `README-${target.id} has no file extension.` },
    ]);
  });
});
