import { useRef } from 'react';
import type { BuilderSession } from '../session/builder-session';
import { useVisualEdits } from './use-visual-edits';
import { useVisualSelect, type VisualSelect } from './use-visual-select';

/** Visual edits for the preview: the frame's ref, select mode and the edits. The owner's only. */
export function useVisualEditor(session: BuilderSession, origin: string | undefined) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const selectRef = useRef<VisualSelect | null>(null);
  const edits = useVisualEdits(session.project.id, () => selectRef.current);
  const select = useVisualSelect(origin, frameRef, (element, text) => edits.apply(element, { kind: 'text', text }));
  selectRef.current = select;
  return { frameRef, select, edits, enabled: session.project.canEdit && !session.isDemo };
}
export type VisualEditor = ReturnType<typeof useVisualEditor>;
