import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { Readable } from "node:stream";

import type * as SdkModule from "@aws-sdk/client-s3";
import type { S3Client } from "@aws-sdk/client-s3";

import { toNodeReadable } from "./node-stream";
import { sliceStream } from "./slice";
import { assertSafeKey, assertSafePrefix, assertValidRange, keyAfter, RangeNotSatisfiableError } from "./storage";
import type { PutSource, Storage } from "./storage";

export interface S3Options {
  bucket: string;
  /** Unset: AWS itself. Set for MinIO, R2, Ceph, Garage, … */
  endpoint?: string;
  region: string;
  /** Unset: the SDK's default chain (environment, instance role, …). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  forcePathStyle: boolean;
  /** Where objects are publicly readable (a CDN or a public bucket); unset: the site serves them at /cdn. */
  publicUrl?: string;
}

type Sdk = typeof SdkModule;

const isMissing = (error: unknown) => {
  const name = (error as { name?: string } | null)?.name;
  const status = (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
  return name === "NoSuchKey" || name === "NotFound" || status === 404;
};

/** A body the SDK can send with a known length: bytes, a file stream, or the caller's stream. */
async function bodyOf(source: PutSource): Promise<{ body: Uint8Array | Readable; length: number }> {
  if (source instanceof Uint8Array) return { body: source, length: source.byteLength };
  if ("path" in source) return { body: createReadStream(source.path), length: (await stat(source.path)).size };
  return { body: toNodeReadable(source.stream), length: source.size };
}

/**
 * S3-compatible object storage on the official SDK. The SDK is loaded on first use, so installations on
 * local disk never load it. Checksums are only sent where S3 requires them: streamed bodies then go out
 * as plain bytes with a Content-Length, which every S3-compatible server accepts (the SDK's default
 * trailing-checksum encoding is not understood by all of them).
 */
export function s3Storage(options: S3Options): Storage {
  let ready: Promise<{ sdk: Sdk; client: S3Client }> | undefined;
  const connect = () =>
    (ready ??= import("@aws-sdk/client-s3").then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        endpoint: options.endpoint,
        region: options.region,
        forcePathStyle: options.forcePathStyle,
        credentials: options.credentials,
        requestChecksumCalculation: "WHEN_REQUIRED",
        responseChecksumValidation: "WHEN_REQUIRED",
      }),
    })));
  const Bucket = options.bucket;
  const publicBase = options.publicUrl?.replace(/\/+$/, "");

  return {
    kind: "s3",
    async put(key, source, contentType) {
      assertSafeKey(key);
      const { sdk, client } = await connect();
      const { body, length } = await bodyOf(source);
      // A source that fails half way aborts the request, so S3 never completes the object.
      const abort = new AbortController();
      const failed = new Promise<never>((_, reject) => {
        if (body instanceof Readable) {
          body.once("error", (error) => {
            abort.abort(error);
            reject(error);
          });
        }
      });
      failed.catch(() => {});
      try {
        // A PutObject is atomic in S3: the object appears whole or not at all.
        await Promise.race([
          client.send(
            new sdk.PutObjectCommand({ Bucket, Key: key, Body: body, ContentLength: length, ContentType: contentType }),
            { abortSignal: abort.signal },
          ),
          failed,
        ]);
      } finally {
        if (body instanceof Readable) body.destroy();
      }
    },
    async get(key, range) {
      assertSafeKey(key);
      if (range) assertValidRange(key, range);
      const { sdk, client } = await connect();
      try {
        const result = await client.send(
          new sdk.GetObjectCommand({
            Bucket,
            Key: key,
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        const total = /\/(\d+)$/.exec(result.ContentRange ?? "")?.[1];
        const size = total ? Number(total) : (result.ContentLength ?? 0);
        const served = /^bytes (\d+)-(\d+)\//.exec(result.ContentRange ?? "");
        let body = result.Body!.transformToWebStream() as ReadableStream<Uint8Array>;
        if (!range) return { body, size, contentType: result.ContentType ?? null, range: null };
        // HTTP lets a server ignore Range and send everything (and some S3 look-alikes send more than
        // asked): cut the asked bytes out of what came.
        const sent = served ? { start: Number(served[1]), end: Number(served[2]) } : { start: 0, end: size - 1 };
        if (range.start >= size) {
          await body.cancel();
          throw new RangeNotSatisfiableError(key, range);
        }
        const wanted = { start: range.start, end: Math.min(range.end, size - 1) };
        if (sent.start !== wanted.start || sent.end !== wanted.end) {
          body = sliceStream(body, { start: wanted.start - sent.start, end: wanted.end - sent.start });
        }
        return { body, size, contentType: result.ContentType ?? null, range: wanted };
      } catch (error) {
        if (error instanceof RangeNotSatisfiableError) throw error;
        if (isMissing(error)) return null;
        if ((error as { name?: string }).name === "InvalidRange") throw new RangeNotSatisfiableError(key, range!);
        throw error;
      }
    },
    async head(key) {
      assertSafeKey(key);
      const { sdk, client } = await connect();
      try {
        const result = await client.send(new sdk.HeadObjectCommand({ Bucket, Key: key }));
        return { size: result.ContentLength ?? 0, contentType: result.ContentType ?? null };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      assertSafeKey(key);
      const { sdk, client } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: key }));
    },
    async *list(prefix) {
      assertSafePrefix(prefix);
      const { sdk, client } = await connect();
      let token: string | undefined;
      do {
        const page = await client.send(
          new sdk.ListObjectsV2Command({ Bucket, Prefix: prefix || undefined, ContinuationToken: token }),
        );
        for (const item of page.Contents ?? []) if (item.Key) yield { key: item.Key, size: item.Size ?? 0 };
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    url: (key) => (publicBase ? `${publicBase}/${key}` : `/cdn/${key}`),
    keyOf: (url) => keyAfter(url, publicBase ? [`${publicBase}/`, "/cdn/"] : ["/cdn/"]),
    async signedUrl(key, { expiresIn, filename, contentType }) {
      assertSafeKey(key);
      const [{ sdk, client }, { getSignedUrl }] = await Promise.all([
        connect(),
        import("@aws-sdk/s3-request-presigner"),
      ]);
      const command = new sdk.GetObjectCommand({
        Bucket,
        Key: key,
        ResponseContentType: contentType,
        ResponseContentDisposition: filename
          ? `attachment; filename*=UTF-8''${encodeURIComponent(filename)}`
          : undefined,
      });
      return getSignedUrl(client, command, { expiresIn });
    },
  };
}
