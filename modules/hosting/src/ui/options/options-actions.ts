"use server";

import { AppError } from "@hopper/core/errors";

import { hostingCaller } from "../hosting-caller";
import { field, runServerForm } from "./run-form";

// The options pages' forms post here (they work without JavaScript): each reads its form and calls the procedure.

const back = (form: FormData, section: string) =>
  `/servers/manage/${encodeURIComponent(field(form, "id"))}/options/${section}`;

export async function renameAction(form: FormData) {
  await runServerForm(back(form, "info"), "renamed", async () =>
    (await hostingCaller()).options.rename({ id: field(form, "id"), name: field(form, "name") }),
  );
}

export async function reinstallAction(form: FormData) {
  await runServerForm(back(form, "loader"), "reinstalling", async () => {
    if (field(form, "confirm") !== "yes") throw new AppError("invalid_input", "Tick the confirmation to reinstall.");
    return (await hostingCaller()).options.reinstall({
      id: field(form, "id"),
      loader: field(form, "loader") as "vanilla",
      loaderVersion: field(form, "loaderVersion") || undefined,
      gameVersion: field(form, "gameVersion"),
      wipe: field(form, "wipe") === "yes",
    });
  });
}

export async function savePropertiesAction(form: FormData) {
  const values: Record<string, string> = {};
  for (const [name, value] of form.entries()) {
    if (name.startsWith("p:") && typeof value === "string") values[name.slice(2)] = value;
  }
  await runServerForm(back(form, "properties"), "properties", async () =>
    (await hostingCaller()).options.saveProperties({ id: field(form, "id"), values }),
  );
}

export async function saveStartupAction(form: FormData) {
  await runServerForm(back(form, "startup"), "startup", async () =>
    (await hostingCaller()).options.saveStartup({
      id: field(form, "id"),
      javaVersion: field(form, "javaVersion"),
      jvmFlags: field(form, "jvmFlags"),
    }),
  );
}

export async function savePreferencesAction(form: FormData) {
  await runServerForm(back(form, "preferences"), "preferences", async () =>
    (await hostingCaller()).options.savePreferences({
      id: field(form, "id"),
      crashRestart: field(form, "crashRestart") === "yes",
      consoleLines: Number(field(form, "consoleLines")),
    }),
  );
}

export async function changePlanAction(form: FormData) {
  await runServerForm(back(form, "billing"), "plan", async () =>
    (await hostingCaller()).options.changePlan({ id: field(form, "id"), priceId: field(form, "priceId") }),
  );
}

export async function cancelPlanAction(form: FormData) {
  await runServerForm(back(form, "billing"), "cancelled", async () =>
    (await hostingCaller()).options.cancel({ id: field(form, "id") }),
  );
}
