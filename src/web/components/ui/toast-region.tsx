import { useEffect } from 'react';
import { Toaster, toast } from 'sonner';
import { toastsReady } from './toaster';

/** Where toasts appear; mounted with the first one. */
export function ToastRegion() {
  return (
    <>
      <Toaster position="bottom-right" richColors closeButton toastOptions={{ duration: 5000 }} />
      <Ready />
    </>
  );
}

// A sibling after the Toaster: its effect runs once the Toaster has subscribed to new toasts.
function Ready() {
  useEffect(() => toastsReady(toast), []);
  return null;
}
