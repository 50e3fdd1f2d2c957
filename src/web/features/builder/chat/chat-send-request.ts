import { useEffect, useRef } from 'react';

/**
 * A way for other parts of the builder (the deploy review's "Fix with AI") to send a chat
 * message in the open project, with the chat's own model and settings: one builder is open at a
 * time, and its composer is the one listener.
 */
const listeners = new Set<(text: string) => void>();

/** Sends `text` as the next chat message; false when no composer is there to take it. */
export function requestChatSend(text: string): boolean {
  for (const listener of listeners) listener(text);
  return listeners.size > 0;
}

export function useChatSendRequest(onRequest: (text: string) => void) {
  const latest = useRef(onRequest);
  latest.current = onRequest;
  useEffect(() => {
    const listener = (text: string) => latest.current(text);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, []);
}
