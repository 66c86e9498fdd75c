#!/usr/bin/env node
// The `hopper` command. The CLI is TypeScript like the rest of the code base; tsx compiles it on load.
import { register } from "tsx/esm/api";

register();
await import("../cli/src/main.ts");
