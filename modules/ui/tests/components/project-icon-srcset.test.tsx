import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { srcSetOf, thumbnailFor, thumbnailsOf } from "../../../core/src/images/variants";
import { ProjectIcon } from "../../src/components/project-icon";

const ICON = "/cdn/data/P1/0123456789abcdef0123456789abcdef01234567.icon.webp";

describe("image thumbnails on pages", () => {
  it("lists a re-encoded icon's thumbnails in srcset, sized to the box it is drawn in", () => {
    const html = renderToStaticMarkup(<ProjectIcon name="Sodium" iconUrl={ICON} size={96} />);
    const base = ICON.replace(/\.icon\.webp$/, "");
    expect(html).toContain(`src="${base}.icon-128.webp"`);
    expect(html).toContain(`srcSet="${base}.icon-64.webp 64w, ${base}.icon-128.webp 128w, ${base}.icon-256.webp 256w"`);
    expect(html).toContain('sizes="96px"');
    expect(renderToStaticMarkup(<ProjectIcon name="S" iconUrl={ICON} size={24} />)).toContain(
      `src="${base}.icon-64.webp"`,
    );
  });

  it("sends an image uploaded before re-encoding (or from elsewhere) whole, without srcset", () => {
    for (const url of ["/cdn/data/P1/0123456789abcdef0123456789abcdef01234567.png", "https://cdn.test/a.webp"]) {
      const html = renderToStaticMarkup(<ProjectIcon name="Old" iconUrl={url} size={56} />);
      expect(html).toContain(`src="${url}"`);
      expect(html).not.toContain("srcSet");
      expect(html).not.toContain("sizes");
    }
  });

  it("derives gallery thumbnails by width, on S3 public addresses too", () => {
    const url = "https://bucket.test/data/P1/abc.gallery.webp";
    expect(thumbnailsOf(url).map((thumbnail) => thumbnail.url)).toEqual([
      "https://bucket.test/data/P1/abc.gallery-320.webp",
      "https://bucket.test/data/P1/abc.gallery-640.webp",
      "https://bucket.test/data/P1/abc.gallery-1280.webp",
    ]);
    expect(srcSetOf(url)).toBe(
      "https://bucket.test/data/P1/abc.gallery-320.webp 320w, https://bucket.test/data/P1/abc.gallery-640.webp 640w, https://bucket.test/data/P1/abc.gallery-1280.webp 1280w",
    );
    expect(thumbnailFor(url, 160)).toBe("https://bucket.test/data/P1/abc.gallery-320.webp");
    expect(thumbnailFor(url, 4000)).toBe("https://bucket.test/data/P1/abc.gallery-1280.webp");
    expect(srcSetOf("/cdn/data/P1/abc.jpg")).toBeUndefined();
  });
});
