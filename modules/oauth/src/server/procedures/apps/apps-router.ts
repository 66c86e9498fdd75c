import { router } from "@hopper/core/trpc";

import { create } from "./create";
import { remove } from "./delete";
import { mine } from "./mine";
import { own } from "./own";
import { rotateSecret } from "./rotate-secret";
import { setDisabled } from "./set-disabled";
import { setIcon } from "./set-icon";
import { staffList } from "./staff-list";
import { update } from "./update";

/** App management: `oauth.apps.*` (/settings/applications, /admin/applications). */
export const appsRouter = router({
  mine,
  own,
  create,
  update,
  delete: remove,
  rotateSecret,
  setIcon,
  staffList,
  setDisabled,
});
