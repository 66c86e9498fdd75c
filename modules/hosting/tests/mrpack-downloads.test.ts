// A published modpack is anyone's input (review finding 11): its files are downloaded only from this site's own
// catalogue files or, over https, from the hosts Modrinth allows — never loopback or internal addresses, which the
// local agent of `hopper start` would otherwise fetch (docs/hosting.md "Content").
import { afterEach, describe, expect, it } from "vitest";

import { resetConfigCache } from "../../core/src/config";
import { packDownloadUrl } from "../src/server/services/content/modpack";

describe("a modpack file's download address", () => {
  afterEach(() => {
    delete process.env.HOPPER_URL;
    resetConfigCache();
  });

  it("takes this site's catalogue files and the allowed https hosts, refuses anything else", () => {
    process.env.HOPPER_URL = "https://hopper.example";
    resetConfigCache();
    const ok = [
      "https://hopper.example/data/AbCd1234/versions/EfGh5678/mod.jar",
      "https://cdn.modrinth.com/data/AANobbMI/versions/abc/sodium.jar",
      "https://github.com/owner/repo/releases/download/v1/mod.jar",
      "https://raw.githubusercontent.com/owner/repo/main/mod.jar",
      "https://gitlab.com/owner/repo/-/raw/main/mod.jar",
    ];
    for (const url of ok) expect(packDownloadUrl([url]), url).toBe(url);
    const refused = [
      "http://127.0.0.1:8080/data/x.jar",
      "http://localhost/data/x.jar",
      "http://169.254.169.254/latest/meta-data",
      "http://10.0.0.5/mod.jar",
      "http://cdn.modrinth.com/data/x.jar",
      "https://cdn.modrinth.com:8443/data/x.jar",
      "https://user:pw@cdn.modrinth.com/data/x.jar",
      "https://evil.example/mod.jar",
      "https://cdn.modrinth.com.evil.example/mod.jar",
      "https://hopper.example/api/admin",
      "file:///etc/passwd",
      "not a url",
    ];
    for (const url of refused) expect(packDownloadUrl([url]), url).toBeNull();
    // the first allowed address of the list is used
    expect(packDownloadUrl(["http://127.0.0.1/x.jar", ok[1]!])).toBe(ok[1]);
  });

  it("takes this site's files at a local HOPPER_URL too (hopper start)", () => {
    process.env.HOPPER_URL = "http://127.0.0.1:3000";
    resetConfigCache();
    expect(packDownloadUrl(["http://127.0.0.1:3000/data/A/versions/B/f.jar"])).toBe(
      "http://127.0.0.1:3000/data/A/versions/B/f.jar",
    );
    expect(packDownloadUrl(["http://127.0.0.1:3001/data/A/versions/B/f.jar"])).toBeNull();
  });
});
