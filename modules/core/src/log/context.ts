import { AsyncLocalStorage } from "node:async_hooks";

/** Fields added to every log line written while a request or a job is being handled. */
export type LogContext = Readonly<Record<string, string | number>>;

// One store per process, kept on globalThis: the web server loads @hopper/core from source while Next.js
// bundles its own copy of it, and both must see the request's context.
const key = Symbol.for("hopper.log.context");
const holder = globalThis as unknown as Record<typeof key, AsyncLocalStorage<LogContext> | undefined>;
const storage = (holder[key] ??= new AsyncLocalStorage<LogContext>());

/** Runs `work` with `fields` on every log line it writes (and every line of the async work it starts). */
export function withLogContext<T>(fields: LogContext, work: () => T): T {
  return storage.run({ ...storage.getStore(), ...fields }, work);
}

/** The fields of the request or job being handled, if any. */
export function currentLogContext(): LogContext | undefined {
  return storage.getStore();
}
