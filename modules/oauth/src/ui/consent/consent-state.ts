/**
 * What the consent form shows after Authorize or Decline: nothing yet, the navigation back to the app, the spec's
 * 'No redirect location found in response' (an expired, answered or foreign flow), or a sign-in request.
 */
export type ConsentState =
  { kind: "idle" } | { kind: "redirect"; location: string } | { kind: "gone" } | { kind: "signedOut" };

export const IDLE: ConsentState = { kind: "idle" };
