// Issue 14 (language): a service's refusal carries a descriptor of the catalog's errors catalogue, so the site
// shows it in the reader's language (here the generated upside-down variant), while the REST API answers the
// same refusal in English, unchanged. Real PostgreSQL, the real procedures and the real REST dispatcher.
import { describe, expect, it } from "vitest";

import { formErrorsOf, localizeFormErrors } from "../../ui/src/forms/field-errors";
import { translatorFor, UPSIDE_DOWN_LOCALE } from "../../ui/src/i18n/catalogue";
import { flipText } from "../../ui/src/i18n/upside-down";
import { shownRefusal } from "../../../tests/support/refusal-shown";
import { CONFIRM_ORGANIZATION_SLUG } from "../src/server/procedures/organizations/delete";
import { CONFIRM_PROJECT_SLUG } from "../src/server/procedures/projects/delete";
import { createOrganization } from "../src/server/services/organizations/organizations";
import { SLUG_TAKEN } from "../src/server/services/projects/project-slug";
import { NOT_A_ZIP } from "../src/server/services/versions/intake/archive";
import { WRONG_FILE_TYPE } from "../src/server/services/versions/intake/file-checks";
import { createVersion } from "../src/server/services/versions/version-create";
import { errorMessages } from "../src/ui/messages/errors";
import { setupApi } from "./api-project-fixtures";
import { callerFor } from "./callers";

const { database, call, user, project } = setupApi("refusal-language");

/** What a site form shows for a refused procedure call in `locale`. */
const shown = (attempt: Promise<unknown>, locale: string) => shownRefusal(attempt, [errorMessages], locale);

const upsideDown = translatorFor(errorMessages, UPSIDE_DOWN_LOCALE);
/** The same translator by any key (as refusals.ts formats the English): the cases below list keys as data. */
const flipped = upsideDown as unknown as (key: string, values?: Record<string, string>) => string;

describe("a service's refusal in the reader's language", () => {
  it("a taken URL: upside-down in the create form, English through POST /v2/project", async () => {
    const taken = await project();
    const creator = await user();
    const caller = await callerFor(database.db, creator.actor);
    const input = {
      name: "Refused",
      slug: taken.slug,
      projectType: "mod",
      summary: "Refused here",
      visibility: "public" as const,
    };
    expect(await shown(caller.projects.create(input), UPSIDE_DOWN_LOCALE)).toMatchObject({
      message: flipText(SLUG_TAKEN),
      fields: { slug: flipText(SLUG_TAKEN) },
    });
    expect(await shown(caller.projects.create(input), "en-US")).toMatchObject({ message: SLUG_TAKEN });

    const body = new FormData();
    body.set(
      "data",
      JSON.stringify({
        slug: taken.slug,
        title: "Refused",
        description: "Refused here",
        body: "",
        project_type: "mod",
        categories: [],
        client_side: "required",
        server_side: "optional",
        license_id: "MIT",
        initial_versions: [],
        is_draft: true,
      }),
    );
    const rest = await call("/v2/project", { method: "POST", token: creator.token, body });
    expect([rest.status, rest.body]).toEqual([409, { error: "conflict", description: SLUG_TAKEN }]);
  });

  it("a limit and a missing permission: upside-down with their values, English in the error's own message", async () => {
    const other = await project();
    const creator = await user();
    const caller = await callerFor(database.db, creator.actor);
    const short = shown(
      caller.projects.create({ name: "No", slug: `refused-${Date.now()}`, projectType: "mod", summary: "Short name" }),
      UPSIDE_DOWN_LOCALE,
    );
    // "No" passes the input's length cap (64) and is refused by the service's minimum (3).
    expect(await short).toMatchObject({
      fields: { name: upsideDown("textLength", { field: "name", min: "3", max: "64" }) },
    });
    expect(upsideDown("textLength", { field: "name", min: "3", max: "64" })).not.toContain("name");

    const edit = caller.projects.update({
      projectId: other.id,
      section: "general",
      name: "Taken over",
      slug: other.slug,
      summary: "Not mine",
      clientSide: "required",
      serverSide: "optional",
    });
    const english = "You do not have permission to edit this project's details.";
    expect(await shown(edit, UPSIDE_DOWN_LOCALE)).toMatchObject({ message: upsideDown("permissions.EDIT_DETAILS") });
    expect(upsideDown("permissions.EDIT_DETAILS")).not.toBe(english);
    await expect(
      caller.projects.update({
        projectId: other.id,
        section: "general",
        name: "Taken over",
        slug: other.slug,
        summary: "Not mine",
        clientSide: "required",
        serverSide: "optional",
      }),
    ).rejects.toThrow(english);
  });

  it("review, members, gallery and organization refusals: upside-down on the site, the same English text as before", async () => {
    const draft = await project({ status: "draft" });
    const owner = await callerFor(database.db, draft.owner.actor);
    // Each call starts only when its turn comes, so no refusal goes unhandled while another is awaited.
    const cases: [() => Promise<unknown>, string, string][] = [
      [
        () => owner.projects.submitForReview({ projectId: draft.id }),
        "review.noVersions",
        "Upload at least one version before submitting the project for review.",
      ],
      [
        () => owner.members.remove({ projectId: draft.id, userId: draft.owner.id }),
        "members.ownerRemoval",
        "The owner cannot be removed. Transfer ownership first.",
      ],
      [
        () => owner.projects.removeGalleryImage({ imageId: "NOSUCHIMAGE" }),
        "gallery.imageNotFound",
        "Gallery image not found.",
      ],
      [
        () => owner.organizations.members.remove({ organizationId: "NOSUCHORGANIZATION", userId: draft.owner.id }),
        "organizations.notFound",
        "Organization not found.",
      ],
      [() => owner.versions.update({ versionId: "NOSUCHVERSION" }), "versions.notFound", "Version not found."],
      // The members tab's invitation by a username nobody has.
      [
        () => owner.members.invite({ projectId: draft.id, username: "nobody-has-this-name" }),
        "members.userNotFound",
        "User not found.",
      ],
    ];
    for (const [attempt, key, english] of cases) {
      const error = attempt().catch((refused: unknown) => refused);
      expect(await shown(Promise.reject(await error), UPSIDE_DOWN_LOCALE)).toMatchObject({ message: flipped(key) });
      expect(flipped(key)).not.toBe(english);
      expect((await error) as Error).toMatchObject({ message: english });
    }
  });

  it("version and dependency refusals carry their values: upside-down around them, English as before", async () => {
    const released = await project({ withVersion: true });
    const owner = await callerFor(database.db, released.owner.actor);
    const versionId = released.versionId!;
    const loader = owner.versions.update({ versionId, loaders: ["noloader"] });
    const english = "Unknown loader: noloader.";
    const turned = flipped("versions.unknownLoader", { loader: "noloader" });
    expect(await shown(loader, UPSIDE_DOWN_LOCALE)).toMatchObject({ message: turned });
    expect(turned).not.toBe(english);
    expect(turned).toContain("noloader");
    await expect(owner.versions.update({ versionId, loaders: ["noloader"] })).rejects.toThrow(english);

    const ownProject = owner.versions.update({
      versionId,
      dependencies: [{ dependencyType: "required", projectId: released.id }],
    });
    expect(await shown(ownProject, UPSIDE_DOWN_LOCALE)).toMatchObject({ message: flipped("dependencies.ownProject") });
    expect(await shown(owner.versions.update({ versionId, versionType: "gamma" }), "en-US")).toMatchObject({
      message: "The channel must be release, beta or alpha.",
    });
  });

  it("an uploaded file's archive checks: upside-down around the file's name, English as the upload said", async () => {
    const target = await project();
    const upload = (filename: string) =>
      createVersion(database.db, target.owner.actor, target.id, {
        versionNumber: "1.0.0",
        loaders: ["fabric"],
        gameVersions: ["1.20.1"],
        files: [{ filename, body: new Uint8Array([1, 2, 3, 4]) }],
      });
    const refusedAs = async (filename: string) => {
      const error = await upload(filename).then(
        () => {
          throw new Error("expected a refusal");
        },
        (refused: unknown) => refused,
      );
      return {
        english: localizeFormErrors(formErrorsOf(error), [errorMessages], "en-US").message,
        turned: localizeFormErrors(formErrorsOf(error), [errorMessages], UPSIDE_DOWN_LOCALE).message,
      };
    };
    expect(await refusedAs("virus.exe")).toEqual({
      english: WRONG_FILE_TYPE,
      turned: flipped("archive.wrongFileType"),
    });
    const broken = await refusedAs(`broken-${target.id}.jar`);
    expect(broken.english).toBe(NOT_A_ZIP(`broken-${target.id}.jar`));
    expect(broken.english).toBe(`broken-${target.id}.jar is not a valid zip archive (it may be corrupt).`);
    expect(broken.turned).toBe(flipped("archive.notAZip", { filename: `broken-${target.id}.jar` }));
    expect(broken.turned).toContain(`broken-${target.id}.jar`);
    expect(broken.turned).not.toBe(broken.english);
  });
  it("a deletion's slug confirmation (project and organization settings): upside-down, the same English", async () => {
    const owned = await project();
    const caller = await callerFor(database.db, owned.owner.actor);
    const wrongProject = () => caller.projects.delete({ projectId: owned.id, confirm: "not-the-slug" });
    expect(await shown(wrongProject(), UPSIDE_DOWN_LOCALE)).toMatchObject({
      message: flipped("confirmProjectSlug"),
      fields: { confirm: flipped("confirmProjectSlug") },
    });
    expect(await shown(wrongProject(), "en-US")).toMatchObject({
      message: CONFIRM_PROJECT_SLUG,
      fields: { confirm: CONFIRM_PROJECT_SLUG },
    });
    expect(CONFIRM_PROJECT_SLUG).toBe("Type the project's URL slug to confirm deletion.");
    const organization = await createOrganization(database.db, owned.owner.actor, {
      name: "Confirming Guild",
      slug: `confirming-${owned.id.toLowerCase()}`,
      description: "Deleted only by its slug",
    });
    const wrongOrganization = () =>
      caller.organizations.delete({ organizationId: organization.id, confirm: "not-the-slug" });
    expect(await shown(wrongOrganization(), UPSIDE_DOWN_LOCALE)).toMatchObject({
      message: flipped("organizations.confirmSlug"),
    });
    expect(await shown(wrongOrganization(), "en-US")).toMatchObject({ message: CONFIRM_ORGANIZATION_SLUG });
    expect(CONFIRM_ORGANIZATION_SLUG).toBe("Type the organization's URL slug to confirm deletion.");
    expect(flipped("organizations.confirmSlug")).not.toBe(CONFIRM_ORGANIZATION_SLUG);
  });
});
