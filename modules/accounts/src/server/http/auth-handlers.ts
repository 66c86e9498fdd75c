import { handlers } from "../auth/next-auth";

/** Auth.js endpoints: provider redirects and callbacks, CSRF token, sign-out. */
export const { GET, POST } = handlers;
