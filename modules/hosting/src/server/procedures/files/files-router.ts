import { router } from "@hopper/core/trpc";

import { archive } from "./archive";
import { list } from "./list";
import { mkdir } from "./mkdir";
import { read } from "./read";
import { remove } from "./remove";
import { rename } from "./rename";
import { save } from "./save";
import { unarchive } from "./unarchive";

/** `hosting.files.*` (/servers/manage/{id}/files); uploads and downloads are the route /api/hosting/servers/{id}/files. */
export const filesRouter = router({ list, read, save, mkdir, rename, remove, archive, unarchive });
