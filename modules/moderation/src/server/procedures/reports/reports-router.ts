import { router } from "@hopper/core/trpc";

import { addMessage } from "./add-message";
import { create } from "./create";
import { remove } from "./delete";
import { edit } from "./edit";
import { get, list, mine, openFor } from "./reads";
import { close, reopen } from "./set-closed";

/** Reports: `moderation.reports.*` (the reporter's and the staff's). */
export const reportsRouter = router({
  create,
  addMessage,
  edit,
  get,
  mine,
  list,
  openFor,
  close,
  reopen,
  delete: remove,
});
