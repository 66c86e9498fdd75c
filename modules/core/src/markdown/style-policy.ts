/**
 * Inline CSS is reduced to the spec's allow-list: `image-rendering: pixelated` (pixel-art textures),
 * `text-align: center|left|right` and `float: left|right`. Everything else is dropped — this rules
 * out `expression()`, `url()`, `position: fixed` overlays and other layout hijacking.
 */
import parseInlineStyle from "style-to-object";

const ALLOWED_DECLARATIONS: Readonly<Record<string, ReadonlySet<string>>> = {
  "image-rendering": new Set(["pixelated"]),
  "text-align": new Set(["center", "left", "right"]),
  float: new Set(["left", "right"]),
};

/** The filtered declaration list, or `undefined` when nothing survives. */
export function safeInlineStyle(style: unknown): string | undefined {
  if (typeof style !== "string") return undefined;
  const kept: string[] = [];
  try {
    parseInlineStyle(style, (property, value) => {
      const name = property.trim().toLowerCase();
      const normalised = value.trim().toLowerCase();
      const allowed = Object.hasOwn(ALLOWED_DECLARATIONS, name) ? ALLOWED_DECLARATIONS[name] : undefined;
      if (allowed?.has(normalised) === true) kept.push(`${name}: ${normalised}`);
    });
  } catch {
    // Unparsable CSS carries nothing we could keep.
    return undefined;
  }
  return kept.length === 0 ? undefined : kept.join("; ");
}
