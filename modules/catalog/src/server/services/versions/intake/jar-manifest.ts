/** Where a jar keeps its manifest. */
export const JAR_MANIFEST = "META-INF/MANIFEST.MF";

/**
 * The main section of a jar manifest as attribute name (lower-cased: the JAR specification makes names
 * case-insensitive) → value. Lines longer than 72 bytes continue on the next line after one space, and the
 * main section ends at the first blank line; per-entry sections after it are not read.
 */
export function manifestAttributes(text: string): Map<string, string> {
  const attributes = new Map<string, string>();
  const lines: string[] = [];
  for (const line of text.split(/\r\n|\r|\n/)) {
    if (line === "") break;
    if (line.startsWith(" ") && lines.length > 0) lines[lines.length - 1] += line.slice(1);
    else lines.push(line);
  }
  for (const line of lines) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    attributes.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return attributes;
}
