import { createContext, type ReactNode, useCallback, useContext, useState } from 'react';
import { SignInDialog } from './sign-in-dialog';

type OpenSignIn = (options?: { onSuccess?: () => void }) => void;

const SignInDialogContext = createContext<OpenSignIn | null>(null);

/** One sign-in dialog for the whole app; any button can open it and say what happens after. */
export function SignInDialogProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const [onSuccess, setOnSuccess] = useState<(() => void) | undefined>();
  const openSignIn = useCallback<OpenSignIn>((options) => {
    setOnSuccess(() => options?.onSuccess);
    setOpen(true);
  }, []);
  return (
    <SignInDialogContext.Provider value={openSignIn}>
      {children}
      <SignInDialog open={open} onOpenChange={setOpen} onSuccess={onSuccess} />
    </SignInDialogContext.Provider>
  );
}

export function useSignInDialog(): OpenSignIn {
  const openSignIn = useContext(SignInDialogContext);
  if (!openSignIn) throw new Error('useSignInDialog needs a SignInDialogProvider');
  return openSignIn;
}
