import { z } from "zod";

// Shapes shared by several procedures. The services check the values (lengths, URLs, permissions) and name the
// field that failed, so these only fix the shape.

export const projectRef = z.object({ projectId: z.string().min(1) });
export const organizationRef = z.object({ organizationId: z.string().min(1) });
export const memberRef = z.object({ userId: z.string().min(1) });
/** Permission flags by name (UPLOAD_VERSION, EDIT_BODY…); unknown names are refused by the services. */
export const permissionNames = z.array(z.string());
/** An uploaded image's bytes: server actions pass the form's file through the server-side caller. */
export const imageBytes = z.custom<Uint8Array>((value) => value instanceof Uint8Array, "Choose an image.");
