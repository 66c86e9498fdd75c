/**
 * An error that the error page shows with its status code and message. Next.js hides the message of
 * server errors from the browser in production but passes `digest` through, so both travel in it.
 */
export class HttpError extends Error {
  readonly digest: string;

  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = "HttpError";
    this.digest = encodeErrorDigest(statusCode, message);
  }
}

const PREFIX = "HOPPER_HTTP;";

export function encodeErrorDigest(statusCode: number, message: string): string {
  return `${PREFIX}${statusCode};${message}`;
}

/** The spec's default when nothing better is known: status 1000, 'Unknown error'. */
export const DEFAULT_ERROR = { statusCode: 1000, message: "Unknown error" } as const;

export function decodeErrorDigest(digest: string | undefined): { statusCode: number; message: string } {
  if (!digest?.startsWith(PREFIX)) return DEFAULT_ERROR;
  const rest = digest.slice(PREFIX.length);
  const separator = rest.indexOf(";");
  const statusCode = Number(rest.slice(0, separator));
  return Number.isInteger(statusCode) ? { statusCode, message: rest.slice(separator + 1) } : DEFAULT_ERROR;
}
