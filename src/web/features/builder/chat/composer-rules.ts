import { projectLimits } from '../../../../shared/projects';

/** The counter under the input: the spec shows it against 2000 but does not stop longer text. */
export const formatCounter = (text: string, limit: number = projectLimits.chatCounter) => `${text.length}/${limit}`;

export const isOverCounter = (text: string, limit: number = projectLimits.chatCounter) => text.length > limit;

/** A message goes only when it has words in it and no reply is still on its way. */
export const canSend = (text: string, busy: boolean) => !busy && text.trim() !== '';

/** Enter sends; Shift+Enter (and Enter while an input method is composing) makes a new line. */
export const sendsOnKey = (event: { key: string; shiftKey: boolean; isComposing?: boolean }) =>
  event.key === 'Enter' && !event.shiftKey && !event.isComposing;

/** Sizes for the chips under the input: bytes, KB or MB with one decimal where it helps. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const kb = bytes / 1024;
  if (kb < 1024) return `${kb < 10 ? kb.toFixed(1) : Math.round(kb)} KB`;
  const mb = kb / 1024;
  return `${mb < 10 ? mb.toFixed(1) : Math.round(mb)} MB`;
}
