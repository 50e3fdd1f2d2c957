import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { firstMessageInFlight } from '../../projects/first-message';
import type { BuilderSession } from './builder-session';

/**
 * The prompt a project was created with arrives as router state: send it once the chat is
 * known to be empty, then drop the state so a reload does not send it again. The ref outlives
 * StrictMode's second effect run, so it is sent once. The dashboard sent it already as the
 * project was created (first-message.ts): sending it here follows that request, which may have
 * saved the message before the chat was read.
 */
export function useInitialPrompt(session: BuilderSession | null) {
  const location = useLocation();
  const navigate = useNavigate();
  const handled = useRef(false);
  const initialPrompt = (location.state as { initialPrompt?: unknown } | null)?.initialPrompt;

  useEffect(() => {
    if (!session || handled.current || typeof initialPrompt !== 'string') return;
    handled.current = true;
    navigate(`${location.pathname}${location.search}`, { replace: true, state: null });
    const content = initialPrompt.trim();
    const inFlight = firstMessageInFlight(session.project.id);
    if (!content || (session.messages.length > 0 && !inFlight) || !session.project.canEdit) return;
    const { model, discussMode, customInstructions } = session.project;
    // A failure has shown its toast and taken the message back out; nothing more to do here.
    session.send({ content, model, discussMode, customInstructions }).catch(() => {});
  }, [session, initialPrompt, navigate, location.pathname, location.search]);
}
