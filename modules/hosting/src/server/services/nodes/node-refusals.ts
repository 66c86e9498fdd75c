import { refusalsOf } from "@hopper/ui/i18n/refusals";

import { nodeMessages } from "../../../ui/nodes/node-messages";

/** `problem(key, values)` and `refusal(code, problem, field?)` over the nodes catalogue's `errors`. */
export const { problem, refusal } = refusalsOf(nodeMessages);
