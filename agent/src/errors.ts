/** An error whose message is safe to show to the web app / browser, with the HTTP status to use. */
export class AgentError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const notFound = (what: string) => new AgentError(404, "not_found", `${what} not found`);
export const busy = (message: string) => new AgentError(409, "busy", message);
export const conflict = (message: string) => new AgentError(409, "conflict", message);
export const badRequest = (message: string) => new AgentError(400, "bad_request", message);
export const forbiddenPath = (message = "Path is outside the server directory") =>
  new AgentError(403, "path_forbidden", message);
