import { srcSetOf, thumbnailFor } from "@hopper/core/images/variants";

/** Pixel sizes in use: 24 (inline mention), 40 (invitation row), 48 (dashboard row), 56 (card), 64 (search hit), 96 (page header). */
export type IconSize = 24 | 28 | 40 | 48 | 56 | 64 | 96;

const BOX: Record<IconSize, { size: string; rounded: string; text: string }> = {
  24: { size: "size-6", rounded: "rounded", text: "text-xs" },
  28: { size: "size-7", rounded: "rounded", text: "" },
  40: { size: "size-10", rounded: "rounded-lg", text: "" },
  48: { size: "size-12", rounded: "rounded-lg", text: "text-xl" },
  56: { size: "size-14", rounded: "rounded-lg", text: "text-xl" },
  64: { size: "size-16", rounded: "rounded-xl", text: "text-2xl" },
  96: { size: "size-24", rounded: "rounded-xl", text: "text-3xl" },
};

/** The letter box's background: `input` inside a raised card, `raised` on the page background, `brand` for the signed-in user. */
export type IconTone = "input" | "raised" | "brand";

const TONES: Record<IconTone, string> = {
  input: "bg-input",
  raised: "bg-raised",
  brand: "bg-brand text-on-brand",
};

/** The first character of a name, upper-cased; a whole character even when it is an emoji (two UTF-16 units). */
export function initialOf(name: string): string {
  const [first = "?"] = Array.from(name.trim());
  return first.toUpperCase();
}

/**
 * The icon of a project, organization or collection (or a user's avatar, `shape="round"`): the uploaded image,
 * or the name's first letter in a box of the same size. Decorative: the name is always written next to it.
 */
export function ProjectIcon({
  name,
  iconUrl,
  size = 56,
  shape = "square",
  tone = "input",
  alt = "",
  lazy = false,
  className,
  testId,
}: {
  name: string;
  iconUrl: string | null | undefined;
  size?: IconSize;
  shape?: "square" | "round";
  tone?: IconTone;
  /** Alternative text for the image; empty (decorative) unless the image stands alone. */
  alt?: string;
  /** Load the image lazily (long lists below the fold). */
  lazy?: boolean;
  className?: string;
  /** A test id on the image only (tests check that an uploaded image is shown). */
  testId?: string;
}) {
  const box = BOX[size];
  const rounded = shape === "round" ? "rounded-full" : box.rounded;
  if (iconUrl) {
    const classes = [box.size, "shrink-0 object-cover", rounded, className].filter(Boolean).join(" ");
    return (
      // eslint-disable-next-line @next/next/no-img-element -- icons come from the configured file storage or the image proxy
      <img
        // A re-encoded upload has 64/128/256 px thumbnails: the browser picks one for the screen's density.
        // Older uploads (and proxied images) have none and are sent whole.
        src={thumbnailFor(iconUrl, size)}
        srcSet={srcSetOf(iconUrl)}
        sizes={srcSetOf(iconUrl) ? `${size}px` : undefined}
        alt={alt}
        width={size}
        height={size}
        className={classes}
        loading={lazy ? "lazy" : undefined}
        data-testid={testId}
      />
    );
  }
  const classes = ["grid shrink-0 place-items-center font-bold", box.size, rounded, TONES[tone], box.text, className]
    .filter(Boolean)
    .join(" ");
  return (
    <span aria-hidden="true" className={classes}>
      {initialOf(name)}
    </span>
  );
}
