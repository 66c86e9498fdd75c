import { Fragment } from "react";
import type { ComponentType } from "react";

/**
 * Renders every module's contribution to one slot with the host's props. A host page passes the entries
 * it was given (`host.slots[name]`); nothing renders when no installed module fills the slot.
 */
export function SlotOutlet<Props extends object>({
  entries,
  props,
}: {
  /** `host.slots[name]`: typed by core's `SlotProps[name]`, so `props` must be that slot's props. */
  entries: readonly { module: string; Component: ComponentType<Props> }[] | undefined;
  props: NoInfer<Props>;
}) {
  return (
    <>
      {(entries ?? []).map(({ module, Component }, index) => (
        <Fragment key={`${module}-${index}`}>
          <Component {...props} />
        </Fragment>
      ))}
    </>
  );
}
