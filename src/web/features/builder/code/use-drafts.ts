import { useCallback, useEffect, useState } from 'react';
import { codeEditorTexts } from '../../../../shared/code-editor-texts';

/**
 * Unsaved edits per file id, kept while the code view shows other files, and a browser warning
 * before a page with any of them is left.
 */
export function useDrafts() {
  const [drafts, setDrafts] = useState<ReadonlyMap<string, string>>(() => new Map());
  const setDraft = useCallback((fileId: string, text: string | null) => {
    setDrafts((current) => {
      if (text === null && !current.has(fileId)) return current;
      const next = new Map(current);
      if (text === null) next.delete(fileId);
      else next.set(fileId, text);
      return next;
    });
  }, []);

  /** A save went through: its draft goes, unless more was typed while it was on its way. */
  const saved = useCallback((fileId: string, content: string) => {
    setDrafts((current) => {
      if (current.get(fileId) !== content) return current;
      const next = new Map(current);
      next.delete(fileId);
      return next;
    });
  }, []);

  const unsaved = drafts.size > 0;
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = codeEditorTexts.leaveWarning;
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);

  return { drafts, setDraft, saved };
}
