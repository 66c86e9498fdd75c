// server.properties as a form (docs/hosting.md "Options"): the common keys with a type and a description, every
// other key kept as text. Writing changes only the values asked for, in place: comments, order and keys the form
// does not know survive a round trip.

export type PropertyType = "text" | "number" | "boolean" | "choice";

export interface PropertyDefinition {
  key: string;
  type: PropertyType;
  description: string;
  choices?: readonly string[];
  min?: number;
  max?: number;
}

export const KNOWN_PROPERTIES: readonly PropertyDefinition[] = [
  { key: "motd", type: "text", description: "The message shown under the server's name in the server list." },
  { key: "max-players", type: "number", description: "How many players may be online at once.", min: 1, max: 1000 },
  {
    key: "difficulty",
    type: "choice",
    description: "How hard the game is.",
    choices: ["peaceful", "easy", "normal", "hard"],
  },
  {
    key: "gamemode",
    type: "choice",
    description: "The game mode new players start in.",
    choices: ["survival", "creative", "adventure", "spectator"],
  },
  { key: "hardcore", type: "boolean", description: "Players are banned when they die." },
  { key: "pvp", type: "boolean", description: "Players can hurt each other." },
  {
    key: "online-mode",
    type: "boolean",
    description: "Check players' accounts with Mojang (turn off only behind a proxy).",
  },
  { key: "white-list", type: "boolean", description: "Only players on the whitelist can join." },
  { key: "enforce-whitelist", type: "boolean", description: "Kick players not on the whitelist when it is reloaded." },
  {
    key: "view-distance",
    type: "number",
    description: "How far (in chunks) the server sends the world.",
    min: 3,
    max: 32,
  },
  {
    key: "simulation-distance",
    type: "number",
    description: "How far (in chunks) the world is simulated.",
    min: 3,
    max: 32,
  },
  {
    key: "spawn-protection",
    type: "number",
    description: "Radius around spawn only operators can build in (0 = off).",
    min: 0,
    max: 1000,
  },
  { key: "allow-flight", type: "boolean", description: "Do not kick players who fly (needed by some mods)." },
  { key: "allow-nether", type: "boolean", description: "Players can travel to the Nether." },
  { key: "spawn-monsters", type: "boolean", description: "Hostile mobs spawn." },
  { key: "level-seed", type: "text", description: "The seed of a newly generated world." },
  { key: "level-name", type: "text", description: "The world's folder name." },
  { key: "enable-command-block", type: "boolean", description: "Command blocks work." },
];

const KNOWN = new Map(KNOWN_PROPERTIES.map((definition) => [definition.key, definition]));

export const PROPERTY_KEY = /^[A-Za-z0-9._-]{1,64}$/;
export const PROPERTY_VALUE_MAX = 1024;

export interface ParsedProperties {
  lines: string[];
  values: Map<string, string>;
}

/** Java properties as Minecraft writes them: `key=value` lines, `#` and `!` comments. */
export function parseProperties(text: string): ParsedProperties {
  const lines = text.split(/\r?\n/);
  if (lines.at(-1) === "") lines.pop();
  const values = new Map<string, string>();
  for (const line of lines) {
    const entry = propertyLine(line);
    if (entry) values.set(entry.key, entry.value);
  }
  return { lines, values };
}

function propertyLine(line: string): { key: string; value: string } | null {
  const trimmed = line.trimStart();
  if (!trimmed || trimmed.startsWith("#") || trimmed.startsWith("!")) return null;
  const at = trimmed.search(/[=:]/);
  if (at <= 0) return { key: trimmed.trim(), value: "" };
  return { key: trimmed.slice(0, at).trim(), value: trimmed.slice(at + 1).trim() };
}

/** Problems of a value for its key's type; null when fine. Unknown keys take any single-line text. */
export function propertyProblem(key: string, value: string): string | null {
  if (!PROPERTY_KEY.test(key)) return `"${key.slice(0, 64)}" is not a property name.`;
  if (value.length > PROPERTY_VALUE_MAX) return `${key} must be at most ${PROPERTY_VALUE_MAX} characters.`;
  if (/[\r\n\0]/.test(value)) return `${key} must be one line.`;
  const definition = KNOWN.get(key);
  if (!definition) return null;
  if (definition.type === "boolean" && value !== "true" && value !== "false") return `${key} must be true or false.`;
  if (definition.type === "choice" && !definition.choices!.includes(value)) {
    return `${key} must be one of ${definition.choices!.join(", ")}.`;
  }
  if (definition.type === "number") {
    const number = /^-?\d{1,9}$/.test(value) ? Number(value) : NaN;
    if (!Number.isInteger(number) || number < (definition.min ?? -Infinity) || number > (definition.max ?? Infinity)) {
      return `${key} must be a whole number from ${definition.min} to ${definition.max}.`;
    }
  }
  return null;
}

/** The file with `changes` applied: values replaced in place, new keys appended; everything else as it was. */
export function applyProperties(text: string, changes: Record<string, string>): string {
  const { lines } = parseProperties(text);
  const pending = new Map(Object.entries(changes));
  const out = lines.map((line) => {
    const entry = propertyLine(line);
    if (!entry || !pending.has(entry.key)) return line;
    const value = pending.get(entry.key)!;
    pending.delete(entry.key);
    return `${entry.key}=${value}`;
  });
  for (const [key, value] of pending) out.push(`${key}=${value}`);
  return `${out.join("\n")}\n`;
}

/** The form's rows: known keys first (with their definition), then every other key of the file. */
export function propertyRows(values: Map<string, string>) {
  const known = KNOWN_PROPERTIES.map((definition) => ({ ...definition, value: values.get(definition.key) ?? null }));
  const others = [...values.entries()]
    .filter(([key]) => !KNOWN.has(key))
    .map(([key, value]) => ({ key, type: "text" as const, description: null, value }));
  return { known, others };
}
