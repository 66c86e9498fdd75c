// Builds the images without an image registry: the Debian base with Node.js from the npm registry, then
// docker/Dockerfile (web + jobs) and docker/agent.Dockerfile on it. Prints each phase's time as JSON.
//   node --import tsx scripts/images/build.ts [--rootfs debootstrap|host] [--app source|prebuilt]
//                                             [--node-image <tag>] [--tag <name>] [--agent-tag <name>]
// --app source (default) builds the web app inside the image, as production does; --app prebuilt takes this
// checkout's web build (run `npx hopper build` first), as the CI test does. --node-image skips the base and
// builds on an existing image (e.g. node:26-bookworm-slim where a registry answers).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";

import { buildBaseImage } from "./base-image";
import { ROOT, prebuiltContext } from "./context";
import { buildImage } from "./images";
import type { RootfsMethod } from "./rootfs";
import { timed } from "./run";

const { values } = parseArgs({
  options: {
    rootfs: { type: "string", default: "debootstrap" },
    app: { type: "string", default: "source" },
    "node-image": { type: "string" },
    tag: { type: "string", default: "hopper:latest" },
    "agent-tag": { type: "string", default: "hopper-agent:latest" },
  },
});
if (values.rootfs !== "debootstrap" && values.rootfs !== "host") throw new Error("--rootfs: debootstrap or host");
if (values.app !== "source" && values.app !== "prebuilt") throw new Error("--app: source or prebuilt");

const timings: Record<string, number> = {};
let nodeImage = values["node-image"];
if (!nodeImage) {
  const base = await buildBaseImage({ method: values.rootfs as RootfsMethod });
  nodeImage = base.tag;
  Object.assign(timings, base.timings);
}

let context = ROOT;
const staging = values.app === "prebuilt" ? mkdtempSync(path.join(tmpdir(), "h1-context-")) : null;
try {
  if (staging) {
    context = path.join(staging, "context");
    timings.contextMs = (await timed(() => prebuiltContext(context))).ms;
  }
  const buildArgs = { NODE_IMAGE: nodeImage, APP_BUILD: values.app };
  const web = await buildImage({ tag: values.tag, dockerfile: "docker/Dockerfile", context, buildArgs, echo: true });
  timings.webMs = web.ms;
  timings.contextMB = Math.round((web.contextBytes ?? 0) / 1e6);
  const agent = await buildImage({
    tag: values["agent-tag"],
    dockerfile: "docker/agent.Dockerfile",
    context,
    buildArgs: { NODE_IMAGE: nodeImage },
    echo: true,
  });
  timings.agentMs = agent.ms;
} finally {
  if (staging) rmSync(staging, { recursive: true, force: true });
}
console.log(JSON.stringify({ nodeImage, app: values.app, rootfs: values.rootfs, timings }));
