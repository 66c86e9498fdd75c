// Under the default layout, which already draws the site frame (as not-found.tsx beside it).
import { AccessDeniedBody } from "../../shell/access-denied-page";

export const metadata = { title: "Forbidden - Hopper" };

export default function Forbidden() {
  return <AccessDeniedBody status={403} />;
}
