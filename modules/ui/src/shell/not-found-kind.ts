/** Which "not found" explanation fits a path (spec section 8). Decided from the first path segment. */
export type NotFoundKind = "project" | "user" | "organization" | "collection" | "page";

const PROJECT_SEGMENTS = new Set(["mod", "datapack", "resourcepack", "plugin", "shader", "modpack", "project"]);

export function notFoundKind(path: string): NotFoundKind {
  const pathname = path.split(/[?#]/)[0] ?? "/";
  const segments = pathname.split("/").filter(Boolean);
  const [first] = segments;
  // "/mod" alone is not a project address; only "/mod/<id>…" is.
  if (!first || segments.length < 2) return "page";
  const segment = first.toLowerCase();
  if (PROJECT_SEGMENTS.has(segment)) return "project";
  if (segment === "user") return "user";
  if (segment === "organization") return "organization";
  if (segment === "collection") return "collection";
  return "page";
}
