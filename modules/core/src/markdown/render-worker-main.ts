/** Runs inside a render worker thread: renders what the pool sends, with the configuration it was given. */
import { parentPort, workerData } from "node:worker_threads";

import type { MarkdownConfig, MarkdownPreset } from "./options";
import { resolveMarkdownConfig } from "./options";
import { renderUncached } from "./render";

export interface RenderRequest {
  id: number;
  source: string;
  preset: MarkdownPreset;
}

export type RenderReply = { id: number; html: string } | { id: number; error: string };

const config = resolveMarkdownConfig(workerData as MarkdownConfig);
const port = parentPort;
if (!port) throw new Error("render-worker-main must run in a worker thread");

port.on("message", (request: RenderRequest) => {
  let reply: RenderReply;
  try {
    reply = { id: request.id, html: renderUncached(request.source, request.preset, config) };
  } catch (error) {
    reply = { id: request.id, error: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(reply);
});
port.postMessage({ ready: true });
