import { AccessDeniedPage } from "../shell/access-denied-page";
import { errorPageMetadata } from "../shell/error-page-title";

export const generateMetadata = () => errorPageMetadata("signInRequiredTitle");

export default function Unauthorized() {
  return <AccessDeniedPage status={401} />;
}
