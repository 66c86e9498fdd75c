import { modules } from "@hopper/generated/modules";

/** A manifest path (`/mod/[id]/settings`, `/api/[...rest]`) as a pattern for concrete paths. */
function pathPattern(path: string, withTab: boolean): RegExp {
  const segments = path.split("/").map((segment) => {
    if (segment.startsWith("[...")) return ".+";
    if (segment.startsWith("[")) return "[^/]+";
    return segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  });
  return new RegExp(`^${segments.join("/")}${withTab ? "(?:/[^/]+)?" : ""}/?$`);
}

const table = modules.flatMap((module) =>
  (module.pages ?? []).map((page) => ({ pattern: pathPattern(page.path, !!page.tabs), guards: page.guards ?? [] })),
);

/**
 * The route checks declared for the page at a concrete path: what the 401/403 pages need to name what is
 * missing (route checks run in the page, and Next.js renders those pages without knowing which one failed).
 */
export function guardsForPath(path: string): readonly string[] {
  return table.filter((entry) => entry.pattern.test(path)).flatMap((entry) => entry.guards);
}
