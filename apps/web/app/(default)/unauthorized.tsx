// Under the default layout, which already draws the site frame (as not-found.tsx beside it).
import { AccessDeniedBody } from "../../shell/access-denied-page";
import { errorPageMetadata } from "../../shell/error-page-title";

export const generateMetadata = () => errorPageMetadata("signInRequiredTitle");

export default function Unauthorized() {
  return <AccessDeniedBody status={401} />;
}
