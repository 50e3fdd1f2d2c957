import type { ModelMessage } from 'ai';
import { and, desc, eq, lt } from 'drizzle-orm';
import { FileEditParser } from '../../../shared/file-edits/parser';
import { fileTypeOf } from '../../../shared/file-edits/paths';
import type { AiModelId } from '../../../shared/projects';
import { replyBoundTexts, replyLimits } from '../../../shared/provider-fault-texts';
import { estimateTokens } from '../../../shared/usage';
import type { Project } from '../../access/project-access';
import {
  type BuiltinSettings,
  builtinInputTokens,
  builtinProviderOptions,
} from '../../ai/builtin-engine/language-model';
import { takesTools } from '../../ai/model-health';
import { resolveModel } from '../../ai/models';
import { builtinStarter } from '../../ai/starter/builtin-starter';
import { loadTemplate } from '../../apps/template/project-template';
import type { Env } from '../../core/env';
import type { Logger } from '../../core/logger';
import type { Database } from '../../db/client';
import { chatMessages, knowledgeFiles, projectFiles } from '../../db/schema';
import { connectedServiceFacts, connectedServicesPrompt } from '../integrations/integrations.service';
import { applyEdit } from '../project-files/guarded-edit';
import { agentSystemPrompt } from './agent-prompt';
import { callLimitsOf, callModel } from './model-call';
import { systemPrompt } from './system-prompt';

const maxOutputTokens = 8_000;
const historyTurns = 20;
/** What a request the model found too long keeps of the conversation when it is sent again. */
const trimmedHistory = 3;

export interface TurnInput {
  content: string;
  model: AiModelId;
  discussMode: boolean;
  customInstructions: string;
  /** A retry answers an earlier message again: only what came before it is history. */
  beforeOrder?: number;
}

/** What the builder is told while a turn runs. */
export interface TurnObserver {
  text(delta: string): void;
  file(path: string, content: string | null): void;
  /** A wait or a retry while the model is called. */
  step?(text: string): void;
  /** Aborts the model's request (Stop). */
  stop?: AbortSignal;
}

/** Everything a turn needs before the model is called, and what it may cost at most. */
export async function prepareTurn(db: Database, env: Env, project: Project, input: TurnInput) {
  let rows = await db.select().from(projectFiles).where(eq(projectFiles.projectId, project.id));
  if (rows.length === 0) {
    // A new project starts from the template, so the first reply builds on a working app.
    const template = Object.entries(loadTemplate()).map(([filePath, content]) => ({
      projectId: project.id,
      filePath,
      content,
      fileType: fileTypeOf(filePath),
    }));
    // Two first sends at once both seed: the second one's rows are already there.
    if (template.length) await db.insert(projectFiles).values(template).onConflictDoNothing();
    rows = await db.select().from(projectFiles).where(eq(projectFiles.projectId, project.id));
  }
  const files = new Map(rows.map((r) => [r.filePath, r.content]));
  const frozen = new Set(rows.filter((r) => r.isFrozen).map((r) => r.filePath));
  const knowledge = await db
    .select({ fileName: knowledgeFiles.fileName, text: knowledgeFiles.extractedText })
    .from(knowledgeFiles)
    .where(eq(knowledgeFiles.projectId, project.id));
  // The newest turns only: a long chat should not cost a read of every message it ever had.
  const newestFirst = await db
    .select({ role: chatMessages.messageRole, content: chatMessages.messageContent })
    .from(chatMessages)
    .where(
      and(
        eq(chatMessages.projectId, project.id),
        input.beforeOrder === undefined ? undefined : lt(chatMessages.messageOrder, input.beforeOrder),
      ),
    )
    .orderBy(desc(chatMessages.messageOrder))
    .limit(historyTurns);
  const history = newestFirst.reverse();
  const messages = [...history, { role: 'user', content: input.content }].map((m) => ({
    role: m.role === 'assistant' ? ('assistant' as const) : ('user' as const),
    content: m.content,
  }));
  const resolved = resolveModel(env, input.model, input.discussMode);
  const promptFiles = Object.fromEntries(files);
  const promptContext = {
    files: promptFiles,
    frozen: [...frozen],
    knowledge,
    customInstructions: input.customInstructions,
    discussMode: input.discussMode,
    connectedServices: connectedServicesPrompt(await connectedServiceFacts(db, project.userId)),
  };
  // The one-shot prompt carries every file: it is built only for a one-shot hosted request (never
  // for the built-in engine, which reads the project as data, nor for an agent, unless its model
  // turns out to refuse tools).
  let oneShotSystem: string | undefined;
  const systemOf = () => (oneShotSystem ??= systemPrompt(promptContext));
  // A hosted model that takes tools works as an agent: its prompt has the tree and the newest files only.
  const agent = Boolean(resolved.hosted && !input.discussMode && env.AI_AGENT === 'auto' && takesTools(input.model));
  const recent = [...rows].sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime()).map((r) => r.filePath);
  const agentSystem = agent ? agentSystemPrompt({ ...promptContext, recent }) : '';
  // The built-in engine takes the project as data rather than reading the prose prompt.
  const builtin: BuiltinSettings | null = resolved.builtin
    ? {
        files: promptFiles,
        frozen: [...frozen],
        customInstructions: input.customInstructions,
        discuss: input.discussMode,
      }
    : null;
  const estimate =
    (builtin
      ? builtinInputTokens(messages, builtin, builtinStarter())
      : estimateTokens((agent ? agentSystem : systemOf()) + messages.map((m) => m.content).join('\n'))) +
    maxOutputTokens;
  const fallbackNoted = history.some((m) => m.role === 'assistant' && m.content.includes(fallbackMarker));
  /** What the model is sent; trimmed, after it found the whole request too long. */
  const request = (trimmed: boolean) => ({
    model: resolved.model,
    system: builtin ? '' : trimmed ? systemPrompt({ ...promptContext, knowledge: [], pathsOnly: true }) : systemOf(),
    messages: trimmed ? messages.slice(-trimmedHistory) : messages,
    maxOutputTokens,
    providerOptions: builtin ? builtinProviderOptions(builtin) : undefined,
  });
  const limits = callLimitsOf(env);
  /** An agent step's request: the conversation so far, trimmed (paths only, no knowledge) when too long. */
  const agentRequest = (conversation: ModelMessage[], trimmed: boolean) => ({
    model: resolved.model,
    system: trimmed ? agentSystemPrompt({ ...promptContext, recent, knowledge: [], pathsOnly: true }) : agentSystem,
    messages: conversation,
    maxOutputTokens,
    providerOptions: undefined,
  });
  return {
    agent,
    agentRequest,
    agentLimits: { steps: env.AI_AGENT_MAX_STEPS, tokens: env.AI_AGENT_MAX_TOKENS },
    project,
    input,
    files,
    frozen,
    messages,
    builtin,
    resolved,
    estimate,
    fallbackNoted,
    request,
    limits,
  };
}
export type PreparedTurn = Awaited<ReturnType<typeof prepareTurn>>;

const fallbackMarker = 'answered by the built-in engine';

/** A turn whose model call failed: what it produced is charged, nothing else. */
export class TurnFailure extends Error {
  constructor(
    readonly cause: unknown,
    readonly producedTokens: number,
  ) {
    super(cause instanceof Error ? cause.message : String(cause));
  }
}

/**
 * Calls the model and applies each file block to the turn's copy of the files the moment it is
 * complete (watchers see it at once); the caller saves them with the reply's version. Frozen
 * files and edits that do not apply are refused one by one; nothing malformed reaches the files.
 * A reply or a file past its size bound ends the call there: the complete blocks before it count.
 */
export async function executeTurn(logger: Logger, turn: PreparedTurn, observe?: TurnObserver) {
  const { project, input } = turn;
  const parser = new FileEditParser();
  let prose = '';
  let raw = '';
  let blockChars = 0;
  let bound: string | null = null;
  const changed = new Set<string>();
  const protectedFiles = new Set<string>();
  const problems: string[] = [];
  const handle = (events: ReturnType<FileEditParser['push']>) => {
    for (const event of events) {
      if (event.type === 'text') {
        prose += event.text;
        observe?.text(event.text);
      } else if (event.type === 'invalid') problems.push(event.reason);
      else if (event.type === 'edit') {
        if (input.discussMode) continue; // discuss mode never changes files
        const outcome = applyEdit(turn.files, turn.frozen, event.edit);
        if (outcome.status === 'frozen') protectedFiles.add(outcome.path);
        else if (outcome.status === 'failed') problems.push(outcome.reason);
        else
          for (const path of outcome.changed) {
            changed.add(path);
            observe?.file(path, turn.files.get(path) ?? null);
          }
      }
    }
  };
  const text = (delta: string): 'more' | 'enough' => {
    raw += delta;
    handle(parser.push(delta));
    const open = parser.openBlockPath;
    blockChars = open === null ? 0 : blockChars + delta.length;
    if (open !== null && blockChars > replyLimits.fileChars) {
      bound = replyBoundTexts.fileTooLong(open || 'A file', replyLimits.fileChars);
    } else if (raw.length > replyLimits.textChars) bound = replyBoundTexts.replyTooLong(replyLimits.textChars);
    return bound ? 'enough' : 'more';
  };
  let call: Awaited<ReturnType<typeof callModel>>;
  try {
    call = await callModel(turn.limits, (trimmed) => turn.request(trimmed), {
      text,
      step: (step) => observe?.step?.(step),
      stop: observe?.stop,
    });
  } catch (cause) {
    throw new TurnFailure(cause, raw ? estimateTokens(raw) : 0);
  }
  // A block cut off by a size bound is not a problem of the reply: the note says what happened.
  const ending = parser.end();
  handle(bound ? ending.filter((event) => event.type !== 'invalid') : ending);
  const spent = call.usage
    ? (call.usage.inputTokens ?? 0) + (call.usage.outputTokens ?? 0)
    : turn.estimate - maxOutputTokens + estimateTokens(raw);
  const notes: string[] = bound ? [bound] : [];
  if (turn.resolved.fallbackFrom && !turn.fallbackNoted) {
    notes.push(
      `(${turn.resolved.fallbackFrom} isn't configured on this server, so this was ${fallbackMarker}. Configure an AI provider for free-form changes.)`,
    );
  }
  if (protectedFiles.size) {
    notes.push(`Left unchanged because they are frozen: ${[...protectedFiles].join(', ')}.`);
  }
  if (problems.length) {
    logger.warn('generation edits refused', { projectId: project.id, problems });
    notes.push(`Some changes could not be applied: ${problems.slice(0, 3).join('; ')}.`);
  }
  const reply = [prose.trim(), ...notes].filter(Boolean).join('\n\n') || 'Done.';
  return { reply, changed: [...changed].sort(), spent };
}
