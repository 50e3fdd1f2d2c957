import type { AiModelId, Visibility } from '../../../../shared/projects';
import type { PreviewInfo } from './use-preview';

// The contract between the builder's data (a real project from the server, or the local demo)
// and its panels. Both sources produce a BuilderSession; the panels never know which it is.

export interface BuilderProject {
  id: string;
  name: string;
  description: string;
  status: string;
  visibility: Visibility;
  model: AiModelId;
  discussMode: boolean;
  customInstructions: string;
  /** The workspace that holds it: its token pool is the meter's. */
  workspaceId: string;
  /** Editors and up: chat, edit, deploy. */
  canEdit: boolean;
  /** Admins and up: visibility and delete. */
  canManage: boolean;
  /** A member of the project's workspace: shows up to the others and shares the reply queue. */
  isMember: boolean;
}

/** Other members in the same project: who is here, and the messages waiting their turn. */
export interface BuilderCollaboration {
  present: Array<{ userId: string; name: string; email: string; you: boolean }>;
  queue: Array<{ id: string; content: string; senderName: string; mine: boolean; createdAt: string }>;
  /** Queues a message behind the reply being written; resolves once queued. */
  enqueue(input: SendInput): Promise<void>;
  takeBack(queuedId: string): Promise<void>;
}

export interface BuilderMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  order: number;
  createdAt: string;
  /** An agent reply's steps, one line each. */
  steps?: string[];
  /** Still being written: its steps show open, with what it is doing now under them. */
  running?: boolean;
  working?: string;
}

export interface BuilderFile {
  id: string;
  filePath: string;
  content: string;
  fileType: string;
  isFrozen: boolean;
  /** When the server last changed it (a save names it, so a newer copy is never overwritten); none in the demo. */
  updatedAt?: string;
}

export interface SendInput {
  content: string;
  model: AiModelId;
  discussMode: boolean;
  customInstructions: string;
}

export interface BuilderSession {
  isDemo: boolean;
  project: BuilderProject;
  messages: BuilderMessage[];
  files: BuilderFile[];
  /** A reply is on its way: the typing indicator shows and sending waits. */
  replyPending: boolean;
  /** While the app is being built: 0-100 for the "Shipping Your App" overlay, else null. */
  buildProgress: number | null;
  /** What the build is doing right now ("Writing src/App.tsx"), when known. */
  buildStep: string | null;
  /** The reply that failed or was cut off and can be answered again with `retry`. */
  retryableMessageId: string | null;
  retry(): Promise<void>;
  /** Stops the reply being written (its model's request is aborted); none in the demo. */
  stop?(): Promise<void>;
  /** Working together with the workspace's other members; none in the demo or for visitors. */
  collaboration?: BuilderCollaboration | null;
  /** The real preview: where it lives and how the latest build went (none in the demo). */
  preview: (PreviewInfo & { refresh(): Promise<void> }) | null;
  /** Each resolves when saved; on failure it shows the spec's toast and rejects (local state unchanged). */
  rename(name: string): Promise<void>;
  setVisibility(visibility: Visibility): Promise<void>;
  send(input: SendInput): Promise<void>;
  setFrozen(target: { fileId: string } | 'all', isFrozen: boolean): Promise<void>;
  /** Model, discuss flag and custom instructions chosen in the chat panel (kept with the project). */
  saveChatSettings(
    settings: Partial<Pick<BuilderProject, 'model' | 'discussMode' | 'customInstructions'>>,
  ): Promise<void>;
}
