export {
  containsNul,
  hasControlCharacter,
  hasNul,
  multiLineProblem,
  multiLineText,
  noNulText,
  singleLineProblem,
  singleLineText,
} from "./text";
export type { TextRule } from "./text";
export { CODE_MAX, EMAIL_MAX, REF_MAX, TAG_MAX, URL_MAX, atMost, refText, textUpTo } from "./limits";
