import { describe, expect, it } from "vitest";

import { ConfigError, parseConfig } from "../../src/config/env";
import { storageFromSettings } from "../../src/storage";

const issuesOf = (env: Record<string, string>) => {
  try {
    parseConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.issues;
    throw error;
  }
  return [];
};

describe("storage configuration", () => {
  it("stores on local disk when S3_BUCKET is unset", () => {
    const settings = parseConfig({ HOPPER_DATA_DIR: "/tmp/hopper-x" });
    const store = storageFromSettings(settings);
    expect(store.kind).toBe("local");
    expect(store.url("data/a.png")).toBe("/cdn/data/a.png");
  });

  it("stores in S3 when the bucket and its keys are set", () => {
    const settings = parseConfig({
      S3_BUCKET: "hopper-files",
      S3_ENDPOINT: "https://s3.example.com",
      S3_ACCESS_KEY_ID: "key",
      S3_SECRET_ACCESS_KEY: "secret",
      S3_FORCE_PATH_STYLE: "true",
    });
    expect(settings.S3_FORCE_PATH_STYLE).toBe(true);
    expect(settings.S3_REGION).toBe("us-east-1");
    expect(settings.S3_DOWNLOADS).toBe("redirect");
    expect(storageFromSettings(settings).kind).toBe("s3");
  });

  it("names each missing key when the bucket has none", () => {
    expect(issuesOf({ S3_BUCKET: "hopper-files" })).toEqual([
      { variable: "S3_ACCESS_KEY_ID", message: "is required when S3_BUCKET is set" },
      { variable: "S3_SECRET_ACCESS_KEY", message: "is required when S3_BUCKET is set" },
    ]);
    expect(issuesOf({ S3_BUCKET: "hopper-files", S3_ACCESS_KEY_ID: "key" })).toEqual([
      { variable: "S3_SECRET_ACCESS_KEY", message: "is required when S3_BUCKET is set" },
    ]);
  });

  it("refuses S3 settings without a bucket, and bad values", () => {
    expect(issuesOf({ S3_ENDPOINT: "https://s3.example.com" })).toEqual([
      { variable: "S3_ENDPOINT", message: "is set but S3_BUCKET is not; set S3_BUCKET to store files in S3" },
    ]);
    const bad = issuesOf({
      S3_BUCKET: "b",
      S3_ENDPOINT: "not a url",
      S3_FORCE_PATH_STYLE: "yes",
      S3_DOWNLOADS: "stream",
    });
    expect(bad.map((issue) => issue.variable).sort()).toEqual([
      "S3_BUCKET",
      "S3_DOWNLOADS",
      "S3_ENDPOINT",
      "S3_FORCE_PATH_STYLE",
    ]);
    expect(bad.find((issue) => issue.variable === "S3_FORCE_PATH_STYLE")?.message).toBe("must be true or false");
  });
});
