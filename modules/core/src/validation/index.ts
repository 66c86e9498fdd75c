export {
  hasControlCharacter,
  hasNul,
  multiLineProblem,
  multiLineText,
  noNulText,
  singleLineProblem,
  singleLineText,
} from "./text";
export type { TextRule } from "./text";
