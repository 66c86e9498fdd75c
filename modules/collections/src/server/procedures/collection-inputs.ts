import { z } from "zod";

import { multiLineText, refText, singleLineText } from "@hopper/core/validation";

// Inputs of the collection procedures the pages' forms call. Bounds only: the services check the exact rules
// (name 3–64, description 3–255, statuses) and answer in the collections' refusal catalogue.

const NAME_MAX = 64;
const DESCRIPTION_MAX = 255;

export const collectionRef = z.object({ collectionId: refText("The collection") });
export const collectionName = singleLineText({ label: "The name", max: NAME_MAX });
export const collectionDescription = multiLineText({ label: "The summary", max: DESCRIPTION_MAX });
export const collectionStatus = singleLineText({ label: "The status", max: 32 });
/** An uploaded icon's bytes: server actions pass the form's file through the server-side caller. */
export const iconBytes = z.custom<Uint8Array>((value) => value instanceof Uint8Array, "Choose an image.");
