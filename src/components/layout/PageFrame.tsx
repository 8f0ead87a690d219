// Error and not-found pages can render inside a layout (a child route failed) or alone (the layout itself
// failed, or no route matched). PageFrame adds the app frame only when there is none around it yet.
import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import { AppLayout } from './AppLayout.tsx';

export const InsideAppLayout = createContext(false);

export function PageFrame({ children }: { children: ReactNode }) {
  const inside = useContext(InsideAppLayout);
  return inside ? children : <AppLayout>{children}</AppLayout>;
}
