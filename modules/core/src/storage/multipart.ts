import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";

import busboy from "busboy";

import { shellRefusalWith } from "../errors";
import { formatByteLimit } from "../http/body-limit";
import { hasNul } from "../validation/text";
import { spoolToTempFile } from "./spool";
import type { SpooledFile } from "./spool";

export interface MultipartFile extends SpooledFile {
  /** The form field the file came in. */
  field: string;
  filename: string;
  contentType: string;
}

export interface MultipartForm {
  fields: Map<string, string[]>;
  files: MultipartFile[];
  /** The first value of a text field. */
  field(name: string): string | undefined;
  /** Removes every spooled file that no store moved away. Call it in a `finally`. */
  dispose(): Promise<void>;
}

export interface MultipartOptions {
  /** Largest file in bytes; past it reading stops at once and `tooLarge` is thrown. */
  fileLimit: number;
  tooLarge: (filename: string) => Error;
  maxFiles: number;
  /** The refusal when more than maxFiles files come (the caller's own words, with its catalogue's descriptor). */
  tooManyFiles?: () => Error;
  maxFields?: number;
  maxFieldBytes?: number;
  /**
   * Largest whole request body; a declared Content-Length above it is refused before anything is read, and
   * a body that grows past it while arriving is cut off. Default: every file at the limit plus the fields.
   */
  maxBodyBytes?: number;
  /** The refusal of a body over maxBodyBytes. */
  bodyTooLarge?: () => Error;
  /**
   * Called with each text field as it arrives; the files after it wait (unread, the sender held back) until
   * it resolves, and a rejection refuses the request. Lets a handler check permissions named in a leading
   * `data` field before a single file byte is stored.
   */
  onField?: (name: string, value: string) => Promise<void> | void;
  /**
   * A check every file waits for (a permission known from the address); a rejection refuses the request
   * with its error. The body is still read past the refusal (bounded, dropped) so the answer arrives.
   */
  before?: () => Promise<unknown>;
}

/** How much of a refused upload's remaining body is read and dropped before the connection is cut. */
export const DRAIN_BYTES = 8 * 1024 * 1024;

export const NOT_MULTIPART = "Send the form as multipart/form-data.";

// The reader's refusals carry the shell catalogue's `refusals.*` descriptors (the same English), so an upload form
// on the site shows them in the reader's language while REST answers the English (docs/shell.md).
const notMultipart = () => shellRefusalWith("invalid_input", "notMultipart", NOT_MULTIPART);
const uploadTooLarge = () =>
  shellRefusalWith("payload_too_large", "uploadTooLarge", "The upload is larger than the site accepts.");

/**
 * Reads a multipart/form-data request as it arrives: text fields into memory (bounded), each file
 * straight to a temp file (hashed on the way, bounded by `fileLimit`). On any error every temp file of the
 * request is removed before the error is thrown, so a refused upload leaves nothing behind.
 */
export async function readMultipart(request: Request, options: MultipartOptions): Promise<MultipartForm> {
  const contentType = request.headers.get("content-type") ?? "";
  if (!request.body || !/^multipart\/form-data\b/i.test(contentType)) throw notMultipart();
  const maxFields = options.maxFields ?? 50;
  const maxFieldBytes = options.maxFieldBytes ?? 1024 * 1024;
  const maxBody = options.maxBodyBytes ?? options.maxFiles * options.fileLimit + maxFields * maxFieldBytes;
  const bodyTooLarge = options.bodyTooLarge ?? uploadTooLarge;
  const declared = Number(request.headers.get("content-length") ?? "");
  if (Number.isFinite(declared) && declared > maxBody) throw bodyTooLarge();
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": contentType },
      limits: {
        files: options.maxFiles,
        fields: maxFields,
        fieldSize: maxFieldBytes,
        parts: options.maxFiles + maxFields,
      },
    });
  } catch {
    throw notMultipart();
  }
  const source = Readable.fromWeb(request.body as NodeReadableStream<Uint8Array>);
  const fields = new Map<string, string[]>();
  const files: MultipartFile[] = [];
  // Files finish spooling in any order (a small one can beat a large one before it); the form lists them
  // in the order they arrived.
  const arrival = new Map<MultipartFile, number>();
  const dispose = async () => {
    await Promise.all(files.map((file) => file.dispose()));
  };
  const form: MultipartForm = { fields, files, field: (name) => fields.get(name)?.[0], dispose };

  return new Promise<MultipartForm>((resolve, reject) => {
    const spooling: Promise<unknown>[] = [];
    let current: Readable | null = null;
    let filesSeen = 0;
    let failure: { error: unknown } | null = null;
    let settled = false;
    const settle = async () => {
      if (settled) return;
      settled = true;
      await Promise.allSettled(spooling);
      if (failure) {
        await dispose();
        reject(failure.error);
      } else {
        files.sort((a, b) => arrival.get(a)! - arrival.get(b)!);
        resolve(form);
      }
    };
    const fail = (error: unknown) => {
      if (failure) return;
      failure = { error };
      // Nothing more is parsed or written. The rest of the body is read and dropped (up to DRAIN_BYTES) so
      // the client, still sending, gets the answer instead of a reset connection; past that it is cut off.
      source.unpipe(parser);
      current?.destroy();
      let drained = 0;
      source.on("data", (chunk: Buffer) => {
        drained += chunk.byteLength;
        if (drained > DRAIN_BYTES) source.destroy();
      });
      source.resume();
      void settle();
    };

    // Field checks run in order; every file waits for the checks of the fields before it.
    let checked: Promise<unknown> = options.before ? options.before() : Promise.resolve();
    spooling.push(checked.catch((error: unknown) => fail(error)));
    parser.on("field", (name, value, info) => {
      if (info.valueTruncated) {
        // busboy stops keeping a field at maxFieldBytes: refused, never used cut (the `data` JSON part included).
        return fail(
          shellRefusalWith(
            "payload_too_large",
            "formFieldTooLarge",
            `The form field ${name} must be at most ${formatByteLimit(maxFieldBytes)}.`,
            { name, limit: formatByteLimit(maxFieldBytes) },
          ),
        );
      }
      // PostgreSQL cannot store NUL (error 22021, a 500 from the upload form): refused once for every form.
      if (hasNul(name) || hasNul(value)) {
        return fail(shellRefusalWith("invalid_input", "formFieldNul", "Form fields must not contain NUL characters."));
      }
      fields.set(name, [...(fields.get(name) ?? []), value]);
      const onField = options.onField;
      if (onField) {
        checked = checked.then(() => onField(name, value));
        spooling.push(checked.catch((error: unknown) => fail(error)));
      }
    });
    parser.on("file", (field, stream, info) => {
      if (failure) return stream.resume();
      const filename = info.filename ?? "";
      const position = filesSeen++;
      current = stream;
      spooling.push(
        checked
          .then(() => spoolToTempFile(stream, { limit: options.fileLimit, tooLarge: () => options.tooLarge(filename) }))
          .then(
            (spooled) => {
              const file = { ...spooled, field, filename, contentType: info.mimeType };
              arrival.set(file, position);
              files.push(file);
              if (failure) void spooled.dispose();
            },
            (error: unknown) => fail(error),
          ),
      );
    });
    const tooManyFiles =
      options.tooManyFiles ??
      (() =>
        shellRefusalWith("invalid_input", "tooManyFiles", `At most ${options.maxFiles} files can be sent at once.`, {
          max: String(options.maxFiles),
        }));
    parser.on("filesLimit", () => fail(tooManyFiles()));
    parser.on("fieldsLimit", () =>
      fail(shellRefusalWith("invalid_input", "formTooManyFields", "The form has too many fields.")),
    );
    parser.on("partsLimit", () =>
      fail(shellRefusalWith("invalid_input", "formTooManyParts", "The form has too many parts.")),
    );
    parser.on("error", () => fail(notMultipart()));
    parser.on("close", () => void settle());
    source.on("error", () =>
      fail(shellRefusalWith("invalid_input", "uploadInterrupted", "The upload was interrupted.")),
    );
    let received = 0;
    source.on("data", (chunk: Buffer) => {
      received += chunk.byteLength;
      if (received > maxBody && !failure) fail(bodyTooLarge());
    });
    source.pipe(parser);
  });
}
