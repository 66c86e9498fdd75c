import { createReadStream } from "node:fs";
import { Readable } from "node:stream";

import { RandomAccessReader } from "yauzl";

import { problem, refusal } from "../../refusals";

// The server's half of the suggestions' pieces (the browser's is src/ui/forms/zip-pieces.ts): an archive of which
// only some byte runs were sent — its end, its central directory and its small metadata entries — read by the same
// zip reader as a whole upload. The runs arrive one after another in one spooled file; the layout says where each
// belongs in the archive. A read outside every run fails, as a read past a damaged file's end does.

/** At most this many runs: the end, the zip64 record, the central directory and one per metadata entry. */
export const PIECES_MAX = 64;
/**
 * The most bytes the runs may take: the browser sends at most a 16 MiB central directory, the end (64 KiB) and one
 * run of at most 1 MiB (and its header) per metadata entry name. In practice a few kilobytes.
 */
export const PIECES_BYTES_MAX = 40 * 1024 * 1024;
/** A layout that does not fit (catalog.errors `suggest.badPieces`, so the upload form says it in the reader's language). */
export const BAD_PIECES = problem("suggest.badPieces");
const badPieces = () => refusal("invalid_input", BAD_PIECES);

/** One run: where it starts in the archive, how long it is, and where it starts in the spooled file. */
interface Run {
  offset: number;
  length: number;
  at: number;
}

/** The archive as far as the runs show it. */
export interface ZipPiecesView {
  /** The whole archive's size in bytes. */
  size: number;
  /** The spooled file holding the runs back to back, in the layout's order. */
  path: string;
  runs: readonly Run[];
}

const wholeNumber = (value: unknown): value is number =>
  typeof value === "number" && Number.isSafeInteger(value) && value >= 0;

/**
 * The view of `size` bytes from the layout `[[offset, length], …]` and the spooled file of `spooledBytes` bytes
 * that holds the runs. Every run must lie inside the archive and the lengths must add up to the spooled file.
 */
export function piecesView(size: number, layout: unknown, path: string, spooledBytes: number): ZipPiecesView {
  if (!wholeNumber(size) || !Array.isArray(layout) || layout.length === 0 || layout.length > PIECES_MAX) {
    throw badPieces();
  }
  const runs: Run[] = [];
  let at = 0;
  for (const item of layout) {
    const [offset, length] = Array.isArray(item) ? item : [];
    if (!wholeNumber(offset) || !wholeNumber(length) || offset + length > size) {
      throw badPieces();
    }
    runs.push({ offset, length, at });
    at += length;
  }
  if (at !== spooledBytes) throw badPieces();
  return { size, path, runs };
}

/** Whether bytes start..end of the archive are all in one run. */
export function covers(view: ZipPiecesView, start: number, end: number): boolean {
  return view.runs.some((run) => run.offset <= start && end <= run.offset + run.length);
}

/** yauzl's random access over the runs: each read comes from the spooled file, or fails when no run holds it. */
export class ZipPiecesReader extends RandomAccessReader {
  constructor(private readonly view: ZipPiecesView) {
    super();
  }

  override _readStreamForRange(start: number, end: number): Readable {
    const run = this.view.runs.find(
      (candidate) => candidate.offset <= start && end <= candidate.offset + candidate.length,
    );
    if (!run) {
      return new Readable({
        read() {
          this.destroy(new Error(`bytes ${start}..${end} were not sent`));
        },
      });
    }
    const from = run.at + (start - run.offset);
    // createReadStream's end is inclusive; an empty range is never asked for (yauzl answers it itself).
    return createReadStream(this.view.path, { start: from, end: from + (end - start) - 1 });
  }
}
