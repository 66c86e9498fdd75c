import { AccessDeniedPage } from "../shell/access-denied-page";

export const metadata = { title: "Sign in required - Hopper" };

export default function Unauthorized() {
  return <AccessDeniedPage status={401} />;
}
