import { Suspense, createContext, lazy, useContext, useMemo, useState } from 'react';
import type { ReactNode } from 'react';

interface MiniCartState {
  isOpen: boolean;
  open: () => void;
  close: () => void;
}

const MiniCartContext = createContext<MiniCartState>({
  isOpen: false,
  open: () => undefined,
  close: () => undefined,
});

// The mini cart reads the cart actor: its code (and XState) loads when it first opens.
const MiniCart = lazy(() => import('./mini-cart.tsx').then((m) => ({ default: m.MiniCart })));

/** The mini cart in the side panel (spec §2), opened after an add to cart. */
export function MiniCartProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  const value = useMemo(
    () => ({
      isOpen,
      open: () => {
        setWasOpened(true);
        setOpen(true);
      },
      close: () => setOpen(false),
    }),
    [isOpen],
  );
  return (
    <MiniCartContext value={value}>
      {children}
      {wasOpened ? (
        <Suspense fallback={null}>
          <MiniCart isOpen={isOpen} onClose={value.close} />
        </Suspense>
      ) : null}
    </MiniCartContext>
  );
}

export function useMiniCart(): MiniCartState {
  return useContext(MiniCartContext);
}
