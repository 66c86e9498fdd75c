import { signOutAction } from "../actions/sign-out";
import { AuthFrame } from "../form/page-frame";
import { SubmitButton } from "../form/submit-button";

export const metadata = { title: "Sign out - Hopper" };

/** A page with a button rather than a link that signs out: a GET must never change state. */
export default function SignOutPage() {
  return (
    <AuthFrame title="Sign out">
      <p>Sign out of Hopper on this browser?</p>
      <form action={signOutAction}>
        <SubmitButton>Sign out</SubmitButton>
      </form>
    </AuthFrame>
  );
}
