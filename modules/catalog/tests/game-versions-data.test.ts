import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import shipped from "../src/tags/data/minecraft-versions.json";

// The game versions shipped in code are a copy of the project's shared data file (../shared beside the
// repository in CI clones and on the development machine). The copy must not drift from it.

const SHARED = path.resolve(import.meta.dirname, "../../../../shared/data/minecraft-versions.json");
const present = existsSync(SHARED);
if (!present) console.warn(`[catalog] game-versions-data: skipped, no shared data file at ${SHARED}`);

interface Entry {
  version: string;
  version_type: string;
  date: string;
}

describe("the shipped game version list", () => {
  it.skipIf(!present)(`has the same entries as ${SHARED}`, () => {
    const shared = JSON.parse(readFileSync(SHARED, "utf8")) as { versions: Entry[] };
    const ours = (shipped as { versions: Entry[] }).versions;
    expect(ours.map((entry) => entry.version)).toEqual(shared.versions.map((entry) => entry.version));
    expect(ours).toEqual(shared.versions);
  });
});
