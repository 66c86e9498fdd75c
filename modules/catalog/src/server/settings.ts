import { z } from "zod";

const MiB = 1024 * 1024;

/** The catalogue's slice of the environment. */
export const catalogSettingsSchema = z.object({
  /** Largest file a version may carry, in bytes (default 500 MiB). */
  CATALOG_MAX_FILE_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1)
    .default(500 * MiB),
  /** Zip-bomb guard: most entries an archive may have. */
  CATALOG_ZIP_MAX_ENTRIES: z.coerce.number().int().positive().default(20_000),
  /** Zip-bomb guard: largest total uncompressed size of an archive, in bytes (default 2 GiB). */
  CATALOG_ZIP_MAX_UNCOMPRESSED_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(2048 * MiB),
  /** Zip-bomb guard: largest uncompressed/compressed ratio of an entry larger than 1 MiB. */
  CATALOG_ZIP_MAX_RATIO: z.coerce.number().positive().default(200),
  /**
   * Mojang's version manifest (e.g. https://piston-meta.mojang.com/mc/game/version_manifest_v2.json); when set,
   * catalog.refresh-game-versions adds new game versions daily. Without it the shipped list is used.
   */
  CATALOG_GAME_VERSIONS_URL: z.url().optional(),
  /**
   * A GeoIP country database file: a MaxMind DB (.mmdb, e.g. GeoLite2-Country or DB-IP's country lite) or a CSV of
   * `start_ip,end_ip,country` ranges. Views and downloads get their country from it; without it, "unknown".
   */
  GEOIP_DATABASE: z.string().max(4096).optional(),
  /**
   * A visitor's views of one project count once per this many hours (docs/analytics.md, "Counting"); at most a
   * day, since a visitor's keys are remembered through the previous day's salt only.
   */
  VIEW_WINDOW_HOURS: z.coerce.number().int().min(1).max(24).default(6),
});

export type CatalogSettings = z.infer<typeof catalogSettingsSchema>;

let cached: CatalogSettings | undefined;

export function catalogSettings(): CatalogSettings {
  // eslint-disable-next-line no-restricted-properties -- the module's own validated slice of the environment
  cached ??= catalogSettingsSchema.parse(process.env);
  return cached;
}

export function resetCatalogSettings(): void {
  cached = undefined;
}
