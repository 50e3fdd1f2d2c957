import { Toaster as SonnerToaster, toast } from 'sonner';

export function Toaster() {
  return <SonnerToaster position="bottom-right" richColors closeButton toastOptions={{ duration: 5000 }} />;
}

/** The spec's toasts: a title and a description; destructive ones use the error style. */
export const notify = {
  success: (title: string, description?: string) => toast.success(title, { description }),
  info: (title: string, description?: string) => toast.info(title, { description }),
  error: (title: string, description?: string) => toast.error(title, { description }),
};
