/** Image types recognised by their first bytes, never by file name or declared type. */
const SIGNATURES: { type: string; extension: string; test: (b: Uint8Array) => boolean }[] = [
  {
    type: "image/png",
    extension: "png",
    test: (b) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47,
  },
  { type: "image/jpeg", extension: "jpg", test: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { type: "image/gif", extension: "gif", test: (b) => b[0] === 0x47 && b[1] === 0x49 && b[2] === 0x46 },
  {
    type: "image/webp",
    extension: "webp",
    test: (b) => b[0] === 0x52 && b[1] === 0x49 && b[2] === 0x46 && b[3] === 0x46 && b[8] === 0x57 && b[9] === 0x45,
  },
];

export function sniffImageType(bytes: Uint8Array): { type: string; extension: string } | null {
  const match = SIGNATURES.find((s) => s.test(bytes));
  return match ? { type: match.type, extension: match.extension } : null;
}

/** The content types sniffImageType recognises. */
export const RECOGNISED_IMAGE_TYPES: readonly string[] = SIGNATURES.map((s) => s.type);
