import { AccessDeniedPage } from "../shell/access-denied-page";
import { errorPageMetadata } from "../shell/error-page-title";

export const generateMetadata = () => errorPageMetadata("forbiddenTitle");

export default function Forbidden() {
  return <AccessDeniedPage status={403} />;
}
