import { createContext, lazy, type ReactNode, Suspense, useCallback, useContext, useEffect, useState } from 'react';

type OpenSignIn = (options?: { onSuccess?: () => void }) => void;

const SignInDialogContext = createContext<OpenSignIn | null>(null);

// The dialog (forms, providers, second factor) is its own chunk: no page needs it to paint.
const loadDialog = () => import('./sign-in-dialog');
const SignInDialog = lazy(() => loadDialog().then((m) => ({ default: m.SignInDialog })));

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
  // Fetched once the page is idle, so a click on Sign In opens it at once.
  useEffect(() => whenIdle(() => void loadDialog()), []);
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

/** Runs work when the browser has nothing better to do; returns a cancel. */
function whenIdle(work: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(work, { timeout: 3000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(work, 1500);
  return () => clearTimeout(id);
}
