import { mkdir, readFile, rename, writeFile, open } from "node:fs/promises";
import { randomBytes } from "node:crypto";
import path from "node:path";
import type { z } from "zod";

/** Writes through a temp file + fsync + rename so a crash never leaves half a JSON document. */
export async function writeJsonAtomic(file: string, value: unknown): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const tmp = `${file}.${randomBytes(6).toString("hex")}.tmp`;
  await writeFile(tmp, JSON.stringify(value, null, 2));
  const handle = await open(tmp, "r");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(tmp, file);
}

/** Reads and validates a JSON file; a missing file gives `undefined`. */
export async function readJsonFile<T extends z.ZodType>(file: string, schema: T): Promise<z.infer<T> | undefined> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw error;
  }
  return schema.parse(JSON.parse(text));
}
