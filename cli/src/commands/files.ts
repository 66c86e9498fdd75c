import { existsSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import path from "node:path";

import { config } from "@hopper/core/config";
import { AppError } from "@hopper/core/errors";
import { localStorage, storage } from "@hopper/core/storage";

import { copyObjects, guessContentType, readContentTypes, writeContentTypes } from "../lib/copy-objects";
import { output } from "../lib/output";

const where = () =>
  config().S3_BUCKET ? `bucket ${config().S3_BUCKET}` : path.resolve(config().HOPPER_DATA_DIR, "cdn");
const size = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

/**
 * `hopper files:export <folder>`: every stored file (S3 bucket or local disk, as configured) into a folder,
 * for a backup. The site may keep running: a file uploaded meanwhile may or may not be in the copy, which is
 * why the database is dumped first (docs/operations.md, "Backups and restore").
 */
export async function filesExportCommand(folder: string): Promise<void> {
  const target = path.resolve(folder);
  await mkdir(target, { recursive: true });
  const report = await copyObjects(storage(), localStorage(target));
  const known = await readContentTypes(target);
  const types = { ...known };
  for (const [key, type] of Object.entries(report.types)) if (type) types[key] = type;
  await writeContentTypes(target, types);
  output(`Exported ${report.objects} file(s), ${size(report.bytes)}, from ${where()} to ${target}.`);
}

/** `hopper files:import <folder>`: a folder `files:export` wrote (or a copy of `.data/cdn`) into the storage. */
export async function filesImportCommand(folder: string): Promise<void> {
  const source = path.resolve(folder);
  if (!existsSync(source)) throw new AppError("not_found", `There is no folder ${source}.`);
  const types = await readContentTypes(source);
  const report = await copyObjects(localStorage(source), storage(), (key) => types[key] ?? guessContentType(key));
  output(`Imported ${report.objects} file(s), ${size(report.bytes)}, from ${source} into ${where()}.`);
}
