// The link-preview and canonical tags of a page about one thing (issue 14, "Sharing and crawling").
import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { resetConfigCache } from "../../../core/src/config";
import { UPSIDE_DOWN_LOCALE } from "../../src/i18n/catalogue";
import { flipText } from "../../src/i18n/upside-down";
import { canonicalPath } from "../../src/server/canonical-path";
import { publicUrl } from "../../src/server/public-url";
import { shareMetadata } from "../../src/server/share-metadata";

const saved = process.env.HOPPER_URL;
beforeEach(() => {
  process.env.HOPPER_URL = "https://hopper.example";
  resetConfigCache();
});
afterEach(() => {
  if (saved === undefined) delete process.env.HOPPER_URL;
  else process.env.HOPPER_URL = saved;
  resetConfigCache();
});

describe("shareMetadata", () => {
  it("gives title, summary, icon and the canonical address on HOPPER_URL to Open Graph and Twitter", async () => {
    const metadata = await shareMetadata({
      locale: "en-US",
      title: "Sodium",
      description: "A fast renderer",
      path: "/mod/sodium",
      image: "/cdn/data/AAAAAAAA/icon.png",
    });
    expect(metadata.title).toBe("Sodium - Hopper");
    expect(metadata.description).toBe("A fast renderer");
    expect(metadata.alternates).toEqual({ canonical: "https://hopper.example/mod/sodium" });
    expect(metadata.openGraph).toMatchObject({
      type: "website",
      siteName: "Hopper",
      title: "Sodium",
      description: "A fast renderer",
      url: "https://hopper.example/mod/sodium",
      images: [{ url: "https://hopper.example/cdn/data/AAAAAAAA/icon.png", alt: "Sodium" }],
    });
    expect(metadata.twitter).toEqual({
      card: "summary",
      title: "Sodium",
      description: "A fast renderer",
      images: ["https://hopper.example/cdn/data/AAAAAAAA/icon.png"],
    });
    expect(metadata.robots).toBeUndefined();
  });

  it("keeps an absolute icon URL (S3) and falls back to the site icon without one", async () => {
    const s3 = await shareMetadata({
      locale: "en-US",
      title: "A",
      description: "B",
      path: "/user/a",
      image: "https://cdn.example/a.webp",
    });
    expect(s3.twitter).toMatchObject({ images: ["https://cdn.example/a.webp"] });
    const none = await shareMetadata({
      locale: "en-US",
      title: "A",
      description: "B",
      path: "/user/a",
      image: null,
      type: "profile",
    });
    expect(none.openGraph).toMatchObject({ type: "profile", images: [{ url: "https://hopper.example/icon-512.png" }] });
  });

  it("gives the site icon instead of an SVG icon, which link previews do not show", async () => {
    const metadata = await shareMetadata({
      locale: "en-US",
      title: "A",
      description: "B",
      path: "/mod/a",
      image: "/cdn/data/x/icon.svg",
    });
    expect(metadata.openGraph).toMatchObject({ images: [{ url: "https://hopper.example/icon-512.png" }] });
    expect(metadata.twitter).toMatchObject({ images: ["https://hopper.example/icon-512.png"] });
  });

  it("formats the window title as one shell message in the reader's language, the name untouched", async () => {
    const input = { title: "Sodium {x}", description: "B", path: "/mod/sodium" };
    expect((await shareMetadata({ ...input, locale: "en-US" })).title).toBe("Sodium {x} - Hopper");
    const turned = (await shareMetadata({ ...input, locale: UPSIDE_DOWN_LOCALE })).title;
    // The whole pattern is turned, order included (no English " - Hopper" left); the name is the reader's data.
    expect(turned).toBe(`${flipText(" - Hopper")}Sodium {x}`);
    expect(turned).not.toContain("Hopper");
  });

  it("keeps things open only by link out of search results", async () => {
    const metadata = await shareMetadata({
      locale: "en-US",
      title: "A",
      description: "B",
      path: "/collection/x",
      indexable: false,
    });
    expect(metadata.robots).toEqual({ index: false, follow: true });
  });
});

describe("canonicalPath", () => {
  it("drops filters, sorts and the language parameter but keeps a page past the first", () => {
    expect(canonicalPath("/mods?g=categories:magic&index=downloads&hl=en-x-updown")).toBe("/mods");
    expect(canonicalPath("/mods?page=3&index=follows")).toBe("/mods?page=3");
    expect(canonicalPath("/mods?page=1")).toBe("/mods");
    expect(canonicalPath("/mods?page=abc")).toBe("/mods");
    expect(canonicalPath("/")).toBe("/");
  });

  it("is absolute on HOPPER_URL whatever host the request named", () => {
    expect(publicUrl(canonicalPath("/user/alice?x=1"))).toBe("https://hopper.example/user/alice");
    // A path that looks protocol-relative stays on the site.
    expect(publicUrl(canonicalPath("//evil.example/x"))).toBe("https://hopper.example/evil.example/x");
    expect(publicUrl("//evil.example/x")).toBe("https://hopper.example/evil.example/x");
  });
});
