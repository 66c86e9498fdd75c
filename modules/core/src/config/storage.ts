import { z } from "zod";

const flag = z
  .enum(["true", "false", "1", "0"], { message: "must be true or false" })
  .transform((value) => value === "true" || value === "1");

/** Where uploaded files live. Unset S3_BUCKET: local disk under HOPPER_DATA_DIR/cdn. */
export const storageSettingsShape = {
  S3_BUCKET: z.string().min(3).optional(),
  /** Unset: AWS itself; set for MinIO, R2, Ceph, Garage and other S3-compatible servers. */
  S3_ENDPOINT: z.url({ message: "must be a URL such as https://s3.example.com" }).optional(),
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Bucket in the path (`endpoint/bucket/key`) instead of the host name; most self-hosted servers need it. */
  S3_FORCE_PATH_STYLE: flag.default(false),
  /** Public base URL of the bucket (or a CDN in front of it) for images; unset: the site serves them at /cdn. */
  S3_PUBLIC_URL: z.url({ message: "must be a URL such as https://cdn.example.com" }).optional(),
  /** Version file downloads: `redirect` to a short-lived signed URL, or `proxy` the bytes through the site. */
  S3_DOWNLOADS: z.enum(["redirect", "proxy"], { message: "must be redirect or proxy" }).default("redirect"),
};

type StorageSettings = z.infer<z.ZodObject<typeof storageSettingsShape>>;

/** Rules across variables, which one schema per variable cannot say. */
export function storageIssues(settings: StorageSettings): { variable: string; message: string }[] {
  const issues: { variable: string; message: string }[] = [];
  const others = (["S3_ENDPOINT", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY", "S3_PUBLIC_URL"] as const).filter(
    (name) => settings[name] !== undefined,
  );
  if (!settings.S3_BUCKET) {
    for (const name of others) {
      issues.push({ variable: name, message: "is set but S3_BUCKET is not; set S3_BUCKET to store files in S3" });
    }
    return issues;
  }
  for (const name of ["S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const) {
    if (!settings[name]) issues.push({ variable: name, message: `is required when S3_BUCKET is set` });
  }
  return issues;
}
