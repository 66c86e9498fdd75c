// Issue 14 (language): reading a request's body (core's multipart reader, its body limits and the tRPC boundary)
// refuses with the shell catalogue's `refusals.*` descriptors, so an upload form or a site form shows the refusal in
// the reader's language, while each error's own English (REST's description) stays word for word what it was.
import { describe, expect, it } from "vitest";

import { AppError } from "../../../core/src/errors/app-error";
import { readBodyWithin } from "../../../core/src/http/body-limit";
import { readMultipart } from "../../../core/src/storage";
import type { MultipartOptions } from "../../../core/src/storage/multipart";
import { createCallerFactory, publicProcedure, router } from "../../../core/src/trpc/init";
import { formErrorsOf, localizeFormErrors } from "../../src/forms/field-errors";
import { UPSIDE_DOWN_LOCALE } from "../../src/i18n/catalogue";
import { tempDataDir } from "../../../../tests/support/temp-dir";

tempDataDir("hopper-body-refusals-");

const BOUNDARY = "----hopper-body-refusals";
const encoder = new TextEncoder();
const field = (name: string, value: string) =>
  `--${BOUNDARY}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const file = (name: string, filename: string, content: string) =>
  `--${BOUNDARY}\r\ncontent-disposition: form-data; name="${name}"; filename="${filename}"\r\n` +
  `content-type: application/octet-stream\r\n\r\n${content}\r\n`;
const multipart = (body: BodyInit, headers: Record<string, string> = {}) =>
  new Request("http://localhost/upload", {
    method: "POST",
    headers: { "content-type": `multipart/form-data; boundary=${BOUNDARY}`, ...headers },
    body,
    duplex: "half",
  } as RequestInit);
const parts = (...texts: string[]) => encoder.encode(`${texts.join("")}--${BOUNDARY}--\r\n`);
const options: MultipartOptions = {
  fileLimit: 1024,
  tooLarge: () => new AppError("payload_too_large", "too large"),
  maxFiles: 2,
};

async function refusalOf(attempt: () => Promise<unknown>): Promise<AppError> {
  try {
    await attempt();
  } catch (error) {
    return ((error as { cause?: unknown }).cause ?? error) as AppError;
  }
  throw new Error("expected a refusal");
}

const shown = (error: AppError, locale: string) => localizeFormErrors(formErrorsOf(error), [], locale).message;

describe("a request body's refusals in the reader's language", () => {
  it("the multipart reader, the body limit and tRPC's NUL check: REST's English, the catalogue's words on the site", async () => {
    const broken = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode(field("a", "1")));
        controller.error(new Error("connection reset"));
      },
    });
    const caller = createCallerFactory(router({ echo: publicProcedure.input((raw) => raw).mutation(() => "ok") }))({
      db: undefined as never,
      viewer: null,
      ip: null,
      userAgent: null,
    });
    const cases: [() => Promise<unknown>, string, number][] = [
      [
        () => readMultipart(new Request("http://localhost/upload", { method: "POST", body: "{}" }), options),
        "Send the form as multipart/form-data.",
        400,
      ],
      [
        () => readMultipart(multipart(parts(field("a", "1")), { "content-length": "99999999" }), options),
        "The upload is larger than the site accepts.",
        413,
      ],
      [
        () => readMultipart(multipart(parts(field("data", "x".repeat(2048)))), { ...options, maxFieldBytes: 1024 }),
        "The form field data must be at most 1 KiB.",
        413,
      ],
      [
        () => readMultipart(multipart(parts(field("name", "a\u0000b"))), options),
        "Form fields must not contain NUL characters.",
        400,
      ],
      [
        () =>
          readMultipart(
            multipart(parts(file("f", "1.jar", "1"), file("f", "2.jar", "2"), file("f", "3.jar", "3"))),
            options,
          ),
        "At most 2 files can be sent at once.",
        400,
      ],
      [
        () => readMultipart(multipart(parts(field("a", "1"), field("b", "2"))), { ...options, maxFields: 1 }),
        "The form has too many fields.",
        400,
      ],
      [() => readMultipart(multipart(broken), options), "The upload was interrupted.", 400],
      [
        () => readBodyWithin(new Request("http://localhost/x", { method: "POST", body: "x".repeat(2048) }), 1024),
        "The request body must be at most 1 KiB.",
        413,
      ],
      [() => caller.echo({ text: "a\u0000b" }), "Text must not contain NUL characters.", 400],
    ];
    for (const [attempt, message, status] of cases) {
      const error = await refusalOf(attempt);
      expect(error, message).toBeInstanceOf(AppError);
      expect(error.status).toBe(status);
      // REST's description is unchanged, and the catalogue's en-US says the same.
      expect(error.message).toBe(message);
      expect(error.descriptor?.key).toMatch(/^ui\.shell\.refusals\./);
      expect(shown(error, "en-US")).toBe(message);
      const turned = shown(error, UPSIDE_DOWN_LOCALE);
      expect(turned, message).not.toBe(message);
      expect(turned).not.toMatch(/must|form|upload|at most/i);
    }
  });

  it("the form's parts past its limit (one file and one field here): the third part is refused", async () => {
    const error = await refusalOf(() =>
      readMultipart(multipart(parts(field("a", "1"), file("f", "1.jar", "1"), field("c", "3"))), {
        ...options,
        maxFiles: 1,
        maxFields: 1,
      }),
    );
    expect(error.message).toBe("The form has too many parts.");
    expect(error.descriptor?.key).toBe("ui.shell.refusals.formTooManyParts");
    expect(shown(error, UPSIDE_DOWN_LOCALE)).not.toBe(error.message);
  });
});
