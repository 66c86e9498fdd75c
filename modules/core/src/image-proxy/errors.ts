/** Refusals and failures of the image proxy, each mapped to one HTTP status. */
export type ImageProxyErrorCode =
  | "invalid_url"
  | "invalid_signature"
  | "forbidden_destination"
  | "too_many_redirects"
  | "upstream_error"
  | "unsupported_type"
  | "too_large"
  | "timeout";

export const STATUS_BY_CODE: Readonly<Record<ImageProxyErrorCode, number>> = {
  invalid_url: 400,
  invalid_signature: 403,
  forbidden_destination: 403,
  too_many_redirects: 502,
  upstream_error: 502,
  unsupported_type: 415,
  too_large: 413,
  timeout: 504,
};

export class ImageProxyError extends Error {
  constructor(
    readonly code: ImageProxyErrorCode,
    message: string,
  ) {
    super(message);
    this.name = "ImageProxyError";
  }
}
