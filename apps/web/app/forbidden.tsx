import { AccessDeniedPage } from "../shell/access-denied-page";

export const metadata = { title: "Forbidden - Hopper" };

export default function Forbidden() {
  return <AccessDeniedPage status={403} />;
}
