import type { AiModelId } from '../../../shared/projects';
import type { Project } from '../projects/project-access';

export interface AssistantTurn {
  project: Project;
  message: string;
  model: AiModelId;
  discussMode: boolean;
  customInstructions: string;
}

/**
 * The assistant's side of a chat turn. The generation engine replaces this function; until it
 * exists the builder says so plainly instead of pretending to have built something.
 */
export async function assistantReply(_turn: AssistantTurn): Promise<string> {
  return "Your message is saved. Code generation isn't switched on for this server yet, so nothing was built from it; once it is, I'll answer here and build your app from this conversation.";
}
