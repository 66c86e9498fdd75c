/** What a node form's action answers: its refusal, per-field problems, what was typed, and a token shown once. */
export interface NodeFormState {
  error: string | null;
  fields: Record<string, string>;
  values: Record<string, string>;
  /** A new or rotated token with its agent.json: shown in this answer only, stored nowhere readable. */
  secret: { nodeId: string; token: string; config: string } | null;
}

export const EMPTY_NODE_FORM: NodeFormState = { error: null, fields: {}, values: {}, secret: null };

export type NodeFormAction = (previous: NodeFormState, form: FormData) => Promise<NodeFormState>;
