import { useState } from 'react';
import type { AiModelId } from '../../../../shared/projects';
import type { BuilderSession } from '../session/builder-session';

/** A choice shown before it is saved, and the saved value it was made over. */
interface Choice<T> {
  value: T;
  over: T;
}

// Once the project carries a different saved value (ours, or newer), the choice has done its job.
const shown = <T>(choice: Choice<T> | null, saved: T) => (choice && choice.over === saved ? choice.value : saved);

/**
 * The model and discuss flag as the header shows them. A choice shows at once and is saved with
 * the project; if the save fails (the session toasts it) the saved value shows again.
 */
export function useChatSettings(session: BuilderSession) {
  const { project } = session;
  const [model, setModel] = useState<Choice<AiModelId> | null>(null);
  const [discussMode, setDiscussMode] = useState<Choice<boolean> | null>(null);
  const currentModel = shown(model, project.model);
  const currentDiscussMode = shown(discussMode, project.discussMode);

  const chooseModel = (next: AiModelId) => {
    if (!project.canEdit || next === currentModel) return;
    setModel({ value: next, over: project.model });
    session.saveChatSettings({ model: next }).catch(() => setModel(null));
  };

  const chooseDiscussMode = (next: boolean) => {
    if (!project.canEdit) return;
    setDiscussMode({ value: next, over: project.discussMode });
    session.saveChatSettings({ discussMode: next }).catch(() => setDiscussMode(null));
  };

  return { model: currentModel, discussMode: currentDiscussMode, chooseModel, chooseDiscussMode };
}

export type ChatSettings = ReturnType<typeof useChatSettings>;
