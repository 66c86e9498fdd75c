import { router } from "@hopper/core/trpc";

import { cancel } from "./cancel";
import { changePlan } from "./change-plan";
import { plan } from "./plan";
import { properties } from "./properties";
import { reinstall } from "./reinstall";
import { rename } from "./rename";
import { savePreferences } from "./save-preferences";
import { saveProperties } from "./save-properties";
import { saveStartup } from "./save-startup";
import { view } from "./view";

/** `hosting.options.*`: a server's options pages (/servers/manage/{id}/options/*). */
export const optionsRouter = router({
  view,
  rename,
  reinstall,
  properties,
  saveProperties,
  saveStartup,
  savePreferences,
  plan,
  changePlan,
  cancel,
});
