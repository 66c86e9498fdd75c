import { describe, expect, it } from "vitest";

import { AppError } from "@hopper/core/errors";

import { tempDataDir } from "../../../tests/support/temp-dir";
import { KEPT_CHANGELOG_MAX, readRefusal, refusalQuery } from "../src/server/http/upload-refusal";

// The seal's secret is generated into the data dir.
tempDataDir("hopper-upload-refusal-");

describe("an upload refusal's trip back to the form", () => {
  it("carries the message, each field's message and the values entered, and reads back the same", () => {
    const entered = new Map([
      ["versionNumber", ["1.2.3"]],
      ["loaders", ["fabric", "quilt"]],
      ["gameVersions", ["1.20.1"]],
      ["featured", ["on"]],
      ["changelog", ["x".repeat(KEPT_CHANGELOG_MAX + 1)]],
    ]);
    const error = new AppError("invalid_input", "Choose at least one game version.", {
      gameVersions: "Choose at least one game version.",
    });
    const query = refusalQuery(error, entered);
    const search: Record<string, string | string[]> = {};
    for (const key of new Set(query.keys())) {
      const values = query.getAll(key);
      search[key] = values.length > 1 ? values : values[0]!;
    }
    expect(readRefusal(search)).toEqual({
      message: "Choose at least one game version.",
      fields: { gameVersions: "Choose at least one game version." },
      values: {
        text: { versionNumber: "1.2.3" },
        lists: { loaders: ["fabric", "quilt"], gameVersions: ["1.20.1"] },
        featured: true,
      },
    });
  });

  it("keeps a changelog that fits in the address (issue 14: a failed upload keeps what was typed)", () => {
    const error = new AppError("invalid_input", "Choose at least one loader.", {
      loaders: "Choose at least one loader.",
    });
    const changelog = "- Fixed the *thing*\n- Added ünïcode & more";
    const query = refusalQuery(error, new Map([["changelog", [changelog]]]));
    expect(readRefusal(Object.fromEntries(query))?.values.text.changelog).toBe(changelog);
  });

  it("is nothing when the page was not refused", () => {
    expect(readRefusal({})).toBeNull();
  });

  it("shows only texts the upload route wrote: a made-up or altered ?error= shows nothing", () => {
    expect(readRefusal({ error: "Your account is locked: call +1 555 0100.", versionNumber: "1.0.0" })).toBeNull();
    const error = new AppError("invalid_input", "Choose at least one loader.", {
      loaders: "Choose at least one loader.",
    });
    const search = Object.fromEntries(refusalQuery(error, new Map()));
    expect(readRefusal(search)?.message).toBe("Choose at least one loader.");
    expect(readRefusal({ ...search, error: "Something else." })).toBeNull();
    expect(readRefusal({ ...search, "field.loaders": "Something else." })).toBeNull();
  });
});
