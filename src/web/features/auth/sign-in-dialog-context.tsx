import { createContext, lazy, type ReactNode, Suspense, useCallback, useContext, useState } from 'react';

type OpenSignIn = (options?: { onSuccess?: () => void }) => void;

const SignInDialogContext = createContext<OpenSignIn | null>(null);

// The dialog (forms, providers, second factor) is its own chunk, loaded when first opened: most
// visits to a public page never open it.
const SignInDialog = lazy(() => import('./sign-in-dialog').then((m) => ({ default: m.SignInDialog })));

/** One sign-in dialog for the whole app; any button can open it and say what happens after. */
export function SignInDialogProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const [onSuccess, setOnSuccess] = useState<(() => void) | undefined>();
  const openSignIn = useCallback<OpenSignIn>((options) => {
    setOnSuccess(() => options?.onSuccess);
    setMounted(true);
    setOpen(true);
  }, []);
  return (
    <SignInDialogContext.Provider value={openSignIn}>
      {children}
      {mounted && (
        <Suspense fallback={null}>
          <SignInDialog open={open} onOpenChange={setOpen} onSuccess={onSuccess} />
        </Suspense>
      )}
    </SignInDialogContext.Provider>
  );
}

export function useSignInDialog(): OpenSignIn {
  const openSignIn = useContext(SignInDialogContext);
  if (!openSignIn) throw new Error('useSignInDialog needs a SignInDialogProvider');
  return openSignIn;
}
