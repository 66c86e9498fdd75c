import path from "node:path";

import { config } from "../config";
import type { CoreSettings } from "../config";
import { localStorage } from "./local";
import { s3Storage } from "./s3";
import type { Storage } from "./storage";

/** The store the settings name: S3 when S3_BUCKET is set, else `<HOPPER_DATA_DIR>/cdn` on local disk. */
export function storageFromSettings(settings: CoreSettings): Storage {
  if (!settings.S3_BUCKET) return localStorage(path.resolve(settings.HOPPER_DATA_DIR, "cdn"));
  return s3Storage({
    bucket: settings.S3_BUCKET,
    endpoint: settings.S3_ENDPOINT,
    region: settings.S3_REGION,
    credentials:
      settings.S3_ACCESS_KEY_ID && settings.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: settings.S3_ACCESS_KEY_ID, secretAccessKey: settings.S3_SECRET_ACCESS_KEY }
        : undefined,
    forcePathStyle: settings.S3_FORCE_PATH_STYLE,
    publicUrl: settings.S3_PUBLIC_URL,
  });
}

let instance: Storage | undefined;

/** The configured storage of this process. */
export function storage(): Storage {
  instance ??= storageFromSettings(config());
  return instance;
}
