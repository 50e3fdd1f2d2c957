import { useCallback, useEffect, useRef, useState } from 'react';
import { notify } from '../../components/ui/toaster';

/** How long a copy button reads "Copied" (the spec's copy buttons use 2 s). */
const copiedMs = 2000;

/** Copies text to the clipboard; `copied` is true for two seconds after it worked. */
export function useCopy() {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = useCallback(async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), copiedMs);
    } catch {
      // Insecure origins and denied permissions have no clipboard; the text stays on screen to copy by hand.
      notify.error('Failed to copy', 'Could not copy to the clipboard. Select the text and copy it by hand.');
    }
  }, []);
  return { copied, copy };
}
