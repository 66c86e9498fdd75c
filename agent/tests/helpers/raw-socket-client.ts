import { randomBytes } from "node:crypto";
import net from "node:net";

/**
 * A deliberately slow WebSocket client built on a raw TCP socket: after the handshake it can stop
 * reading entirely (the ws library would resume reading on its own), so the agent sees real
 * back-pressure. Received bytes are kept raw; server frames are unmasked JSON text, easy to search.
 */
export class RawSocketClient {
  private data = Buffer.alloc(0);
  private constructor(private readonly socket: net.Socket) {
    socket.on("data", (chunk: Buffer) => (this.data = Buffer.concat([this.data, chunk])));
  }

  static async connect(port: number, path: string): Promise<RawSocketClient> {
    const socket = net.connect(port, "127.0.0.1");
    await new Promise((r) => socket.once("connect", r));
    const key = randomBytes(16).toString("base64");
    socket.write(
      `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
        `Sec-WebSocket-Key: ${key}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
    );
    const client = new RawSocketClient(socket);
    await client.waitForText("101 Switching Protocols", 5000);
    return client;
  }

  sendText(text: string): void {
    const payload = Buffer.from(text);
    const mask = randomBytes(4);
    const header =
      payload.length < 126
        ? Buffer.from([0x81, 0x80 | payload.length])
        : Buffer.from([0x81, 0x80 | 126, payload.length >> 8, payload.length & 0xff]);
    const masked = Buffer.from(payload.map((b, i) => b ^ (mask[i % 4] as number)));
    this.socket.write(Buffer.concat([header, mask, masked]));
  }

  pause(): void {
    this.socket.pause();
  }

  resume(): void {
    this.socket.resume();
  }

  text(): string {
    return this.data.toString("latin1");
  }

  count(needle: string): number {
    return this.text().split(needle).length - 1;
  }

  async waitForText(needle: string, timeoutMs: number): Promise<void> {
    const end = Date.now() + timeoutMs;
    while (!this.text().includes(needle)) {
      if (Date.now() > end) throw new Error(`raw socket never received ${needle}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  close(): void {
    this.socket.destroy();
  }
}
