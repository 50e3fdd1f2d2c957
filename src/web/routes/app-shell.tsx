import { Outlet } from 'react-router';
import { SignInDialogProvider } from '../features/auth/sign-in-dialog-context';

/** Inside the router, so the dialog and everything it opens can navigate. */
export function AppShell() {
  return (
    <SignInDialogProvider>
      <Outlet />
    </SignInDialogProvider>
  );
}
