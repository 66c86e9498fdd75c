// Issue 14 (language): a page or form shows a service's refusal through `localizeFormErrors` (the catalogue its
// descriptor names, in the reader's language), never `formErrorsOf(error).message` as it came: that is the
// English REST text. The Follow button and both member lists did, so their refusals stayed English.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../../../..");

/** Every .tsx file of the modules' and the web app's UI code. */
function uiFiles(): string[] {
  const folders = [
    ...readdirSync(path.join(root, "modules")).map((id) => path.join(root, "modules", id, "src")),
    path.join(root, "apps", "web", "app"),
    path.join(root, "apps", "web", "shell"),
  ];
  return folders.flatMap((folder) => {
    try {
      return readdirSync(folder, { recursive: true, encoding: "utf8" })
        .filter((name) => name.endsWith(".tsx"))
        .map((name) => path.join(folder, name));
    } catch {
      return [];
    }
  });
}

describe("refusals rendered on the site", () => {
  it("go through localizeFormErrors wherever a component reads formErrorsOf", () => {
    const raw: string[] = [];
    for (const file of uiFiles()) {
      const text = readFileSync(file, "utf8");
      for (const match of text.matchAll(/formErrorsOf\(/g)) {
        const before = text.slice(0, match.index);
        // A comment naming it is not a rendering.
        const line = before.slice(before.lastIndexOf("\n") + 1).trim();
        if (line.startsWith("*") || line.startsWith("/*") || line.startsWith("//")) continue;
        if (!/localizeFormErrors\(\s*$/.test(before)) {
          raw.push(`${path.relative(root, file)}:${before.split("\n").length}`);
        }
      }
    }
    expect(raw).toEqual([]);
  });
});
