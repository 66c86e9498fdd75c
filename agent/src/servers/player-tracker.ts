import type { ServerPlayers } from "../protocol.js";
import { stripAnsi } from "./done-matcher.js";

export type PlayersView = ServerPlayers;

/** Most names a view carries; a bigger server still reports its full count. */
export const MAX_LISTED_NAMES = 100;
/** Most names remembered; joins beyond it are counted without a name (a hostile process cannot grow memory). */
const MAX_TRACKED_NAMES = 1000;
const MAX_PLAYERS_LIMIT = 1_000_000;

const NAME = "[A-Za-z0-9_]{1,16}";
const NAME_RE = new RegExp(`^${NAME}$`);
/**
 * The server's own log prefix, so only lines the server thread printed count: vanilla/Fabric
 * `[12:00:00] [Server thread/INFO]: `, Forge/NeoForge `… [Server thread/INFO] [minecraft/…]: `, the test
 * image without a timestamp, and Paper/Purpur `[12:00:00 INFO]: `. Player chat arrives in the same
 * stream but its message starts with `<name>` (or `[Not Secure] <name>`), so it never matches the
 * name-first patterns below.
 */
const SERVER_PREFIX =
  /^(?:\[[0-9:.]{5,12}\] )?\[Server thread\/INFO\](?: \[[^\]\s]{1,128}\])?: |^\[\d{2}:\d{2}:\d{2} INFO\]: /;
const JOINED = new RegExp(`^(${NAME}) joined the game$`);
const LEFT = new RegExp(`^(${NAME}) left the game$`);
const LIST = /^There are (\d{1,7}) of a max of (\d{1,7}) players online:(.*)$/;
const LIST_OLD = /^There are (\d{1,7})\/(\d{1,7}) players online:$/;

/**
 * Who is online, read from the console as panels without access to the game port do: join and leave
 * lines and the answer to `list`. Counts reset when the server starts, stops or crashes.
 */
export class PlayerTracker {
  private names = new Set<string>();
  /** Players known to be online whose names we do not have (list answers, over-long sets). */
  private unnamed = 0;
  private max: number | null = null;

  /** Feeds one console line; true when the players view changed. */
  observe(rawLine: string): boolean {
    if (rawLine.length > 4096) return false;
    const line = stripAnsi(rawLine);
    const prefix = SERVER_PREFIX.exec(line);
    if (!prefix) return false;
    const message = line.slice(prefix[0].length).trimEnd();
    let m = JOINED.exec(message);
    if (m) return this.join(m[1]!);
    m = LEFT.exec(message);
    if (m) return this.leave(m[1]!);
    m = LIST.exec(message);
    if (m) return this.list(Number(m[1]), Number(m[2]), m[3]!);
    m = LIST_OLD.exec(message);
    if (m) return this.list(Number(m[1]), Number(m[2]), "");
    return false;
  }

  /** Everyone is gone (server started, stopped or crashed); the known maximum stays. */
  reset(): boolean {
    const changed = this.online > 0;
    this.names.clear();
    this.unnamed = 0;
    return changed;
  }

  /** The `max-players` of server.properties, when the file says so. */
  setMaxFromProperties(text: string): boolean {
    const m = /^max-players\s*[=:]\s*(\d{1,7})\s*$/m.exec(text);
    if (!m) return false;
    return this.setMax(Number(m[1]));
  }

  get online(): number {
    return this.names.size + this.unnamed;
  }

  view(): PlayersView {
    return { online: this.online, max: this.max, names: [...this.names].slice(0, MAX_LISTED_NAMES) };
  }

  private join(name: string): boolean {
    if (this.names.has(name)) return false;
    if (this.names.size >= MAX_TRACKED_NAMES) this.unnamed++;
    else this.names.add(name);
    return true;
  }

  private leave(name: string): boolean {
    if (this.names.delete(name)) return true;
    if (this.unnamed > 0) {
      this.unnamed--;
      return true;
    }
    return false;
  }

  /** The answer to `list` is authoritative: it replaces what the join/leave lines told us. */
  private list(online: number, max: number, namesText: string): boolean {
    const before = JSON.stringify(this.view());
    this.setMax(max);
    const names = namesText
      .split(",")
      .map((n) => n.trim())
      .filter((n) => NAME_RE.test(n));
    this.names = new Set(names.slice(0, Math.min(online, MAX_TRACKED_NAMES)));
    this.unnamed = Math.max(0, online - this.names.size);
    return JSON.stringify(this.view()) !== before;
  }

  private setMax(max: number): boolean {
    if (!Number.isInteger(max) || max < 0 || max > MAX_PLAYERS_LIMIT || max === this.max) return false;
    this.max = max;
    return true;
  }
}
