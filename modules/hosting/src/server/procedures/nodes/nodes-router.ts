import { router } from "@hopper/core/trpc";

import { list } from "./list";
import { register } from "./register";
import { rotateToken } from "./rotate-token";
import { setDraining } from "./set-draining";

/** The nodes admins operate: `hosting.nodes.*` (/servers/admin). */
export const nodesRouter = router({ list, register, rotateToken, setDraining });
