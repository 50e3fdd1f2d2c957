import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { parseSourceLocation } from '../../../../shared/file-edits/visual-edits';
import { previewMessage } from '../session/preview-message';

/** The element picked in the preview, as the preview reported it. */
export interface SelectedElement {
  loc: string;
  filePath: string;
  line: number;
  column: number;
  tag: string;
  component: string | null;
  className: string;
  text: string;
  /** Holds only text, so its text can be typed in place. */
  textOnly: boolean;
}

const str = (value: unknown) => (typeof value === 'string' ? value : '');

function selectedFrom(data: Record<string, unknown>): SelectedElement | null {
  const where = parseSourceLocation(str(data.loc));
  if (!where) return null;
  return {
    ...where,
    loc: str(data.loc),
    tag: str(data.tag).slice(0, 40),
    component: typeof data.component === 'string' ? data.component.slice(0, 80) : null,
    className: str(data.className).slice(0, 2_000),
    text: str(data.text).slice(0, 500),
    textOnly: data.textOnly === true,
  };
}

/**
 * Select mode over the preview: what is selected, and the messages to and from the frame. Only
 * the preview's own origin is listened to, and messages go to that origin only.
 */
export function useVisualSelect(
  origin: string | undefined,
  frameRef: RefObject<HTMLIFrameElement | null>,
  onTextEdited: (element: SelectedElement, text: string) => void,
) {
  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<SelectedElement | null>(null);
  const [editingText, setEditingText] = useState(false);
  const state = useRef({ selecting, selected, onTextEdited });
  state.current = { selecting, selected, onTextEdited };

  const post = useCallback(
    (message: Record<string, unknown>) => {
      if (origin) frameRef.current?.contentWindow?.postMessage({ ...message, source: 'shipwright-builder' }, origin);
    },
    [origin, frameRef],
  );
  const sync = useCallback(() => {
    const { selecting: on, selected: element } = state.current;
    post({ type: 'select-mode', on, selected: on ? (element?.loc ?? null) : null });
  }, [post]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the frame hears every change of mode or selection
  useEffect(sync, [selecting, selected, sync]);

  useEffect(() => {
    if (!origin) return;
    const onMessage = (event: MessageEvent) => {
      const data = previewMessage(event, origin);
      if (!data) return;
      // A reloaded frame (a rebuild) starts unaware: it is told the mode and the selection again.
      if (data.type === 'ready') sync();
      if (data.type === 'select-exit') {
        setSelecting(false);
        setSelected(null);
      }
      if (data.type === 'element-selected') setSelected(selectedFrom(data));
      if (data.type === 'text-edited') {
        setEditingText(false);
        const element = state.current.selected;
        if (element && typeof data.text === 'string' && data.loc === element.loc && data.text !== element.text) {
          state.current.onTextEdited(element, data.text);
        }
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [origin, sync]);

  useEffect(() => {
    if (!selecting) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setSelecting(false);
      setSelected(null);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [selecting]);

  return {
    selecting,
    setSelecting: (on: boolean) => {
      setSelecting(on);
      if (!on) setSelected(null);
    },
    selected,
    /** After an edit the panel shows what was just saved, before the preview reloads. */
    update: (change: Partial<SelectedElement>) =>
      setSelected((current) => (current ? { ...current, ...change } : null)),
    clear: () => setSelected(null),
    editingText,
    editText: () => {
      if (!selected) return;
      setEditingText(true);
      frameRef.current?.focus();
      post({ type: 'edit-text', loc: selected.loc });
    },
  };
}
export type VisualSelect = ReturnType<typeof useVisualSelect>;
