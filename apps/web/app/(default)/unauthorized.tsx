// Under the default layout, which already draws the site frame (as not-found.tsx beside it).
import { AccessDeniedBody } from "../../shell/access-denied-page";

export const metadata = { title: "Sign in required - Hopper" };

export default function Unauthorized() {
  return <AccessDeniedBody status={401} />;
}
