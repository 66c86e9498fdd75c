import { z } from "zod";
import { refText, tagInput } from "./input-limits";

// Shapes shared by several procedures. The services check the values (lengths, URLs, permissions) and name the
// field that failed, so these only fix the shape and cap the lengths.

export const projectRef = z.object({ projectId: refText("The project") });
export const organizationRef = z.object({ organizationId: refText("The organization") });
export const memberRef = z.object({ userId: refText("The member") });
/** Permission flags by name (UPLOAD_VERSION, EDIT_BODY…); unknown names are refused by the services. */
export const permissionNames = z.array(tagInput("A permission name"));
/** An uploaded image's bytes: server actions pass the form's file through the server-side caller. */
export const imageBytes = z.custom<Uint8Array>((value) => value instanceof Uint8Array, "Choose an image.");
