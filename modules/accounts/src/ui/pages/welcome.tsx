import { getViewer } from "@hopper/ui/server/viewer";

import { welcomeAction } from "../actions/welcome";
import { accountsCaller } from "../caller";
import { AuthFrame } from "../form/page-frame";
import { SubmitButton } from "../form/submit-button";

export const metadata = { title: "Welcome - Hopper" };

export default async function WelcomePage() {
  const viewer = await getViewer();
  const user = viewer ? await (await accountsCaller()).profile.get() : null;
  return (
    <AuthFrame title={`Welcome to Hopper, ${viewer?.user.username ?? ""}!`}>
      <p>
        Your account is ready. We sent a verification link to <strong>{viewer?.user.email}</strong>; open it to confirm
        your address.
      </p>
      <form action={welcomeAction} className="flex flex-col gap-4">
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="newsletter" defaultChecked={user?.newsletter ?? false} />
          Subscribe to updates about Hopper
        </label>
        <SubmitButton>Continue</SubmitButton>
      </form>
    </AuthFrame>
  );
}
