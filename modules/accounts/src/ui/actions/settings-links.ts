// Plain (non-form-state) actions the account page binds to buttons.
export { beginTwoFactorAction } from "./settings";
export { providerSignInAction } from "./sign-in";
