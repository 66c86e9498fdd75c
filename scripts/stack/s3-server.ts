// The stack's S3-compatible storage as a process of its own (so it can be killed and restarted like the rest):
// s3rver, the S3 server in JavaScript the tests already use, on 127.0.0.1. Its objects live on disk in
// S3_SERVER_DIR, so a restart keeps them. Run: node --import tsx scripts/stack/s3-server.ts
import S3rver from "s3rver";

const port = Number(process.env.S3_SERVER_PORT);
const directory = process.env.S3_SERVER_DIR;
const bucket = process.env.S3_SERVER_BUCKET ?? "hopper";
if (!port || !directory) {
  console.error("S3_SERVER_PORT and S3_SERVER_DIR are required");
  process.exit(2);
}

const server = new S3rver({
  address: "127.0.0.1",
  port,
  silent: true,
  directory,
  configureBuckets: [{ name: bucket, configs: [] }],
});
await server.run();
console.log(`s3rver listening on http://127.0.0.1:${port} (bucket ${bucket}, files in ${directory})`);

const stop = () => void server.close().then(() => process.exit(0));
process.once("SIGTERM", stop);
process.once("SIGINT", stop);
