import { describe, expect, it } from "vitest";

import handler, { TAG_BODIES } from "../src/server/rest/tags";
import { pickDownload } from "../src/server/services/pick-download";

const ctx = (kind: string) =>
  ({ params: { kind }, db: null, viewer: null, ip: null, url: new URL(`http://x/v2/tag/${kind}`) }) as never;

describe("/v2/tag/{kind}", () => {
  it.each(Object.keys(TAG_BODIES))("serves %s as JSON with caching", async (kind) => {
    const response = await handler(new Request(`http://x/v2/tag/${kind}`), ctx(kind));
    expect(response.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(Array.isArray(await response.json())).toBe(true);
  });

  it("answers not_found for an unknown kind", async () => {
    await expect(handler(new Request("http://x/v2/tag/nope"), ctx("nope"))).rejects.toMatchObject({
      code: "not_found",
    });
  });
});

describe("the download interface (?version=&loader=)", () => {
  const at = (day: number) => new Date(Date.UTC(2026, 0, day));
  const file = (filename: string, primary = false) => ({ filename, primary });
  const versions = [
    {
      id: "v4",
      versionNumber: "4-beta",
      versionType: "beta",
      loaders: ["fabric"],
      gameVersions: ["1.21"],
      datePublished: at(4),
      files: [file("d.jar")],
    },
    {
      id: "v3",
      versionNumber: "3",
      versionType: "release",
      loaders: ["forge"],
      gameVersions: ["1.21"],
      datePublished: at(3),
      files: [file("c.jar")],
    },
    {
      id: "v2",
      versionNumber: "2",
      versionType: "release",
      loaders: ["fabric"],
      gameVersions: ["1.21", "1.20.1"],
      datePublished: at(2),
      files: [file("b-sources.jar"), file("b.jar", true)],
    },
    {
      id: "v1",
      versionNumber: "1",
      versionType: "release",
      loaders: ["fabric"],
      gameVersions: ["1.20.1"],
      datePublished: at(1),
      files: [file("a.jar")],
    },
  ];
  it.each([
    [{ gameVersion: "1.21", loader: "fabric" }, "b.jar"],
    [{ gameVersion: "1.21", loader: "forge" }, "c.jar"],
    [{ gameVersion: "1.20.1" }, "b.jar"],
    [{ loader: "fabric" }, "b.jar"],
    [{ gameVersion: "1.19" }, null],
  ])("%j picks %s", (want, expected) => {
    expect(pickDownload(versions, want)?.file.filename ?? null).toBe(expected);
  });
});
