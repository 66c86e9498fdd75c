import { describe, expect, it } from "vitest";
import type { WebSocket } from "ws";
import { ClientChannel } from "../src/ws/client-channel.js";

/** A stand-in socket whose unsent-bytes counter the test controls. */
function fakeSocket() {
  const sent: string[] = [];
  const ws = { OPEN: 1, readyState: 1, bufferedAmount: 0, send: (text: string) => sent.push(text) };
  return { ws, sent };
}

describe("ClientChannel (per-socket back-pressure)", () => {
  it("sends directly while the socket keeps up", () => {
    const { ws, sent } = fakeSocket();
    const channel = new ClientChannel(ws as unknown as WebSocket, 4);
    for (let i = 0; i < 10; i++) channel.send({ type: "console", lines: [`l${i}`] });
    expect(sent).toHaveLength(10);
  });

  it("drops the oldest messages when the socket is backed up, and says so once", async () => {
    const { ws, sent } = fakeSocket();
    const channel = new ClientChannel(ws as unknown as WebSocket, 4);
    ws.bufferedAmount = 10 * 1024 * 1024;
    for (let i = 0; i < 100; i++) channel.send({ type: "console", lines: [`l${i}`] });
    expect(sent).toHaveLength(0);
    ws.bufferedAmount = 0;
    await new Promise((r) => setTimeout(r, 50));
    const messages = sent.map((s) => JSON.parse(s) as { type: string; lines?: string[]; what?: string });
    expect(messages[0]).toEqual({ type: "throttled", what: "socket" });
    // only the newest four survived
    expect(messages.slice(1).map((m) => m.lines?.[0])).toEqual(["l96", "l97", "l98", "l99"]);
    channel.close();
  });
});
