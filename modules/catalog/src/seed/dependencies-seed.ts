import { newId } from "@hopper/core/db";
import type { SeedContext } from "@hopper/core/module";

/** The demo library and the demo projects whose versions depend on it ("Used by" on its page, issue 15). */
export const DEMO_LIBRARY = "library-of-hooks";
const USERS: { slug: string; type: "required" | "optional"; versions: "all" | "newest"; byVersion?: boolean }[] = [
  { slug: "copper-circuits", type: "required", versions: "all" },
  { slug: "skyward-isles", type: "required", versions: "newest", byVersion: true },
  { slug: "lumen-renderer", type: "optional", versions: "newest" },
  // A draft: its team sees it among the users, a visitor does not.
  { slug: "wandering-bestiary", type: "required", versions: "all" },
];

/**
 * Dependencies between demo projects, so the demo library's page shows who uses it: by project, and once by
 * its newest version. Projects missing from a smaller demo catalogue are skipped.
 */
export async function seedDependencies({ db, report }: Pick<SeedContext, "db" | "report">) {
  const library = await db.project.findUnique({
    where: { slugKey: DEMO_LIBRARY },
    include: { versions: { orderBy: { datePublished: "desc" }, take: 1, select: { id: true } } },
  });
  if (!library) return;
  let count = 0;
  for (const user of USERS) {
    const project = await db.project.findUnique({
      where: { slugKey: user.slug },
      include: { versions: { orderBy: { datePublished: "desc" }, select: { id: true } } },
    });
    if (!project) continue;
    const versions = user.versions === "all" ? project.versions : project.versions.slice(0, 1);
    const versionId = user.byVersion ? (library.versions[0]?.id ?? null) : null;
    await db.dependency.createMany({
      data: versions.map((version) => ({
        id: newId(),
        versionId: version.id,
        dependencyType: user.type,
        projectId: library.id,
        dependencyVersionId: versionId,
      })),
    });
    count += versions.length;
  }
  report(`catalog   ${count} demo dependencies on ${DEMO_LIBRARY}`);
}
