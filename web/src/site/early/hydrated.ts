/**
 * "Has the app taken over this control?", from a mark the app sets, not from React's internals. React
 * claims a node while hydrating before it commits it; a tap handed to React in between can be lost. A
 * unit (an element rendered with `earlyUnit()`: the public shell) is marked by its ref callback, which
 * React calls when it commits the unit, so a control inside a marked unit is the app's.
 */
import { earlyAttributes, withAttribute } from './contract';

/** Ref callback: React has committed this element. */
export function markCommitted(element: Element | null): void {
  element?.setAttribute(earlyAttributes.hydrated, '');
}

/** Props of an element whose subtree React commits at once (spread them on the element). */
export function earlyUnit() {
  return { [earlyAttributes.unit]: '', ref: markCommitted } as const;
}

/**
 * Whether React has committed the unit this element belongs to. An element outside every unit is not on
 * a pre-rendered page's hydrated part (the admin, a client-only page): the app's once it is ready.
 */
export function isHydrated(element: Element): boolean {
  const unit = element.closest(withAttribute(earlyAttributes.unit));
  return unit ? unit.hasAttribute(earlyAttributes.hydrated) : true;
}
