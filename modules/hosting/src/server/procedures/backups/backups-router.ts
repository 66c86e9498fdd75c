import { router } from "@hopper/core/trpc";

import { cancel } from "./cancel";
import { create } from "./create";
import { detail } from "./detail";
import { download } from "./download";
import { list } from "./list";
import { lock } from "./lock";
import { remove } from "./remove";
import { restore } from "./restore";
import { retry } from "./retry";
import { schedule } from "./schedule";

/** `hosting.backups.*` (/servers/manage/{id}/backups). */
export const backupsRouter = router({ list, detail, create, restore, remove, lock, download, cancel, retry, schedule });
