import { redirect } from "next/navigation";

import { getViewer } from "@hopper/ui/server/viewer";

import { AuthFrame } from "../form/page-frame";
import { SignUpForm } from "../forms/sign-up-form";

export const metadata = { title: "Sign up - Hopper" };

export default async function SignUpPage() {
  if (await getViewer()) redirect("/dashboard");
  return (
    <AuthFrame title="Create an account">
      <SignUpForm />
      <p className="text-sm text-secondary">
        Already have an account?{" "}
        <a href="/auth/sign-in" className="underline">
          Sign in
        </a>
      </p>
    </AuthFrame>
  );
}
