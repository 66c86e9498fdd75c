import { defineCatalogue } from "@hopper/ui/i18n/catalogue";

/** The accounts module's pages: signing in and up, settings frames. */
export const messages = defineCatalogue("accounts", {
  signIn: {
    title: "Sign in - Hopper",
    heading: "Sign in",
    withProvider: "Sign in with {provider}",
    orPassword: "or use your password",
    forgot: "Forgot password?",
    create: "Create an account",
    codeHelp: "Enter the code from your authenticator app, or one of your recovery codes.",
    code: "Two-factor code",
    verify: "Verify",
    identifier: "Email or username",
    password: "Password",
    submit: "Sign in",
  },
  signUp: {
    title: "Sign up - Hopper",
    heading: "Create an account",
    haveAccount: "Already have an account?",
    signIn: "Sign in",
    username: "Username",
    usernameHint: "3-39 letters, digits, '_' or '-'.",
    email: "Email",
    password: "Password",
    passwordHint: "At least 8 characters.",
    confirmPassword: "Confirm password",
    newsletter: "Subscribe to updates about Hopper",
    agreement:
      "By creating an account, you agree to Hopper’s <terms>Terms</terms> and <privacy>Privacy Policy</privacy>.",
    submit: "Create account",
  },
  signOut: {
    title: "Sign out - Hopper",
    heading: "Sign out",
    question: "Sign out of Hopper on this browser?",
    submit: "Sign out",
  },
  settings: {
    menu: "Settings",
    appearance: { title: "Appearance - Hopper", heading: "Appearance" },
    language: { title: "Language - Hopper", heading: "Language" },
  },
});
