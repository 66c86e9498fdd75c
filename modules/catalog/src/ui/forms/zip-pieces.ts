// Which bytes of a zip archive its metadata lives in, found without reading the rest: the end (the end of central
// directory record, with room for its comment), the zip64 end record when there is one, the central directory, and
// the local header and data of each wanted metadata entry. The upload form sends only these to
// POST /api/catalog/suggest (docs/catalog.md, "Suggestions from a file's metadata"), so a 500 MiB jar costs a few
// kilobytes there and is uploaded once, with the form. Plain byte reading with no DOM or Node dependency: the browser
// reads a File's slices, the tests a Buffer's. Nothing is inflated here; the server reads the pieces with the same
// zip reader and checks as an upload.

/** A run of the archive's bytes and where it starts. */
export interface ZipPiece {
  offset: number;
  bytes: Uint8Array;
}

/** Reads bytes start..end (end exclusive) of the archive. */
export type ReadRange = (start: number, end: number) => Promise<Uint8Array>;

/**
 * How much of the end the server's zip reader (yauzl) reads to find the end record: the zip64 locator (20), the
 * record (22) and the longest comment (65,535), or the whole file when it is smaller.
 */
export const TAIL_BYTES = 20 + 22 + 0xffff;
/** The largest metadata entry the server inflates (archive.ts METADATA_MAX_BYTES); larger ones are not sent. */
export const METADATA_ENTRY_MAX_BYTES = 1024 * 1024;
/**
 * The largest central directory sent (the catalogue's default 20,000 entries take a few MiB at most); past it only
 * the end is sent and the server answers that it cannot read the metadata this way.
 */
export const CENTRAL_DIRECTORY_MAX_BYTES = 16 * 1024 * 1024;

const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL_ENTRY = 0x02014b50;
const ZIP64_EXTRA = 0x0001;
const SAT32 = 0xffffffff;
/** Longer than any metadata entry's name (the longest, META-INF/neoforge.mods.toml, has 27 characters). */
const NAME_MAX = 128;

const u16 = (bytes: Uint8Array, at: number) => (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8);
const u32 = (bytes: Uint8Array, at: number) => (u16(bytes, at) | (u16(bytes, at + 2) << 16)) >>> 0;
/** A little-endian 64-bit number (exact up to 2^53, far past any file the site accepts). */
const u64 = (bytes: Uint8Array, at: number) => u32(bytes, at) + u32(bytes, at + 4) * 2 ** 32;
/** An entry name's bytes as characters one for one: metadata names are ASCII, whichever encoding the zip says. */
const nameOf = (bytes: Uint8Array) => String.fromCharCode(...bytes);

/** Sizes and offset of a central directory entry, with the zip64 extra field's values where the 32-bit ones are full. */
function entrySizes(entry: Uint8Array, extra: Uint8Array) {
  let uncompressed = u32(entry, 24);
  let compressed = u32(entry, 20);
  let localHeader = u32(entry, 42);
  for (let at = 0; at + 4 <= extra.length;) {
    const id = u16(extra, at);
    const size = u16(extra, at + 2);
    if (id === ZIP64_EXTRA) {
      // The zip64 values come in this order, each only when its 32-bit field is full.
      let field = at + 4;
      if (uncompressed === SAT32) {
        uncompressed = u64(extra, field);
        field += 8;
      }
      if (compressed === SAT32) {
        compressed = u64(extra, field);
        field += 8;
      }
      if (localHeader === SAT32) localHeader = u64(extra, field);
      break;
    }
    at += 4 + size;
  }
  return { uncompressed, compressed, localHeader };
}

/**
 * The pieces of an archive of `size` bytes the server needs to read the metadata entries `wanted` names. Always at
 * least the end of the file: when it is no zip (or a damaged one), the server's reader gives the upload's own refusal.
 */
export async function metadataPieces(
  size: number,
  read: ReadRange,
  wanted: (name: string) => boolean,
): Promise<ZipPiece[]> {
  const tailStart = Math.max(0, size - TAIL_BYTES);
  const tail = await read(tailStart, size);
  const pieces: ZipPiece[] = [{ offset: tailStart, bytes: tail }];
  let record = -1;
  for (let at = tail.length - 22; at >= 0; at--) {
    if (u32(tail, at) === EOCD) {
      record = at;
      break;
    }
  }
  if (record < 0) return pieces;
  let directorySize = u32(tail, record + 12);
  let directoryOffset = u32(tail, record + 16);
  if (record >= 20 && u32(tail, record - 20) === ZIP64_LOCATOR) {
    const zip64Offset = u64(tail, record - 20 + 8);
    if (zip64Offset + 56 > size) return pieces;
    const zip64 = await read(zip64Offset, zip64Offset + 56);
    pieces.push({ offset: zip64Offset, bytes: zip64 });
    if (u32(zip64, 0) !== ZIP64_EOCD) return pieces;
    directorySize = u64(zip64, 40);
    directoryOffset = u64(zip64, 48);
  }
  if (directoryOffset + directorySize > size || directorySize > CENTRAL_DIRECTORY_MAX_BYTES) return pieces;
  const directory = await read(directoryOffset, directoryOffset + directorySize);
  pieces.push({ offset: directoryOffset, bytes: directory });
  // By name: when a name repeats, the reader keeps the last entry's bytes, so only that one is sent.
  const chosen = new Map<string, ReturnType<typeof entrySizes>>();
  for (let at = 0; at + 46 <= directory.length && u32(directory, at) === CENTRAL_ENTRY;) {
    const nameLength = u16(directory, at + 28);
    const extraLength = u16(directory, at + 30);
    const commentLength = u16(directory, at + 32);
    // Metadata names are short: a long name is never one of them, and is not turned into a string.
    const name = nameLength <= NAME_MAX ? nameOf(directory.subarray(at + 46, at + 46 + nameLength)) : "";
    const extra = directory.subarray(at + 46 + nameLength, at + 46 + nameLength + extraLength);
    const method = u16(directory, at + 10);
    const encrypted = (u16(directory, at + 8) & 1) === 1;
    const sizes = entrySizes(directory.subarray(at, at + 46), extra);
    if (
      wanted(name) &&
      !encrypted &&
      (method === 0 || method === 8) &&
      sizes.uncompressed <= METADATA_ENTRY_MAX_BYTES &&
      sizes.compressed <= METADATA_ENTRY_MAX_BYTES &&
      sizes.localHeader + 30 <= size
    ) {
      chosen.set(name, sizes);
    }
    at += 46 + nameLength + extraLength + commentLength;
  }
  for (const sizes of chosen.values()) {
    // The local header repeats the name and has its own extra field: read its lengths, then header and data.
    const header = await read(sizes.localHeader, sizes.localHeader + 30);
    const end = sizes.localHeader + 30 + u16(header, 26) + u16(header, 28) + sizes.compressed;
    if (end <= size) pieces.push({ offset: sizes.localHeader, bytes: await read(sizes.localHeader, end) });
  }
  return pieces;
}
