// The REST API's JSON answers. `Response.json()` puts the serialized text behind a web ReadableStream at once, and
// the web server then reads it back out of that stream to write it: on `GET /v2/project/{slug}` the two cost more
// CPU than the rest of the answer's shaping (bench/api/README.md, "The answer's text kept"). A RestJsonResponse keeps
// its text, so the web server writes it as is; the stream is made only for a reader that asks for the body (Next.js's
// route handler, a test), and reads then behave exactly as on any Response.

const texts = new WeakMap<RestJsonResponse, string>();
const readable = new WeakMap<RestJsonResponse, Response>();

/** The stream-backed twin every body read goes to, made on the first one. */
function bodySource(response: RestJsonResponse): Response {
  let source = readable.get(response);
  if (!source) {
    source = new Response(texts.get(response)!);
    readable.set(response, source);
  }
  return source;
}

export class RestJsonResponse extends Response {
  constructor(text: string, init: ResponseInit = {}) {
    const headers = new Headers(init.headers);
    if (!headers.has("content-type")) headers.set("content-type", "application/json");
    super(null, { ...init, headers });
    texts.set(this, text);
  }

  /** The body as sent, for a writer that puts it on the socket directly. */
  get jsonText(): string {
    return texts.get(this)!;
  }

  override text(): Promise<string> {
    return bodySource(this).text();
  }

  override json(): Promise<unknown> {
    return bodySource(this).json();
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    return bodySource(this).arrayBuffer();
  }

  override blob(): Promise<Blob> {
    return bodySource(this).blob();
  }

  override formData(): Promise<FormData> {
    return bodySource(this).formData();
  }

  override clone(): RestJsonResponse {
    if (this.bodyUsed) throw new TypeError("Response.clone: Body has already been consumed.");
    return new RestJsonResponse(this.jsonText, {
      status: this.status,
      statusText: this.statusText,
      headers: this.headers,
    });
  }
}

// `body` and `bodyUsed` are accessors on Response.prototype (TypeScript declares them as properties, so a class
// cannot override them with accessors): they go to the same twin as the reads.
Object.defineProperties(RestJsonResponse.prototype, {
  body: {
    get(this: RestJsonResponse) {
      return bodySource(this).body;
    },
  },
  bodyUsed: {
    get(this: RestJsonResponse) {
      return readable.get(this)?.bodyUsed ?? false;
    },
  },
});

/** `Response.json(data, init)` for REST handlers, with the text kept for the web server (see above). */
export function restJson(data: unknown, init?: ResponseInit): RestJsonResponse {
  return new RestJsonResponse(JSON.stringify(data), init);
}
