import { createContext, useContext, useState, type HTMLAttributes, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

type Slot = readonly [HTMLElement | null, (element: HTMLElement | null) => void];

const SlotContext = createContext<Slot | null>(null);

/**
 * The layout's optional slider area (SPEC §2: header, nav, optional slider,
 * content). The layout wraps the page in LayoutSlotProvider and places
 * LayoutSlotTarget between the nav and the content area; a page that has a
 * slider renders it inside <LayoutSlot>. Outside a provider (a page rendered
 * alone, e.g. in a test) the children simply render in place.
 */
export function LayoutSlotProvider({ children }: { children: ReactNode }) {
  const [element, setElement] = useState<HTMLElement | null>(null);
  return <SlotContext.Provider value={[element, setElement]}>{children}</SlotContext.Provider>;
}

export function LayoutSlotTarget(props: HTMLAttributes<HTMLDivElement>) {
  const slot = useContext(SlotContext);
  return <div {...props} ref={slot?.[1]} />;
}

export function LayoutSlot({ children }: { children: ReactNode }) {
  const slot = useContext(SlotContext);
  if (!slot) return children;
  const [element] = slot;
  return element ? createPortal(children, element) : null;
}
