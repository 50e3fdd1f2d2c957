import type { ModelMessage, ToolResultPart } from 'ai';
import { agentTexts } from '../../../shared/agent-texts';
import { estimateTokens } from '../../../shared/usage';
import { ProviderFault } from '../../ai/provider-faults';
import type { Logger } from '../../core/logger';
import { type AnsweredCall, agentToolSet, runAgentTool, stepLines } from '../agent/agent-tools';
import { type ProjectChecks, problemsForModel } from '../agent/check-tools';
import { pageChecker } from '../agent/page-check';
import type { ToolAnswer, Workspace } from '../agent/workspace-tools';
import { callModel, StoppedByUser } from './model-call';
import { type PreparedTurn, TurnFailure, type TurnObserver } from './turn';
import { failedTurn } from './turn-failure';

/** The tokens a reply holds from the plan's allowance, and a way to set more aside for its next step. */
export interface StepTokens {
  reserved: number;
  reserve(more: number): Promise<boolean>;
}

/** What the person sees of an agent reply besides its text: a line per step. */
export interface AgentObserver extends TurnObserver {
  action(line: string): void;
  /** What it is doing now, until the next line ("Thinking…", "Checking the build, the types and the pages…"). */
  working(text: string): void;
}

/** The provider refused tools for this model: the reply is written one-shot instead. */
export class ToolsUnsupported extends Error {}

// Some OpenAI-compatible servers and Ollama say so in a 400: "does not support tools", "tools is not supported".
const refusesTools = /(tool|function)s?[^.]{0,40}not (supported|available)|does not support (tools|function)/i;

/** What one step may write, as its request asks (turn.ts). */
const maxStepOutput = 8_000;

/** Tool results older than this many steps are left out of what the model is sent again. */
const keptToolSteps = 3;

/**
 * An agent reply: the model works in steps, calling tools on the reply's working copy of the files
 * (read, search, edit, build, type-check…) until it answers without a call. When it stops having
 * changed files, the build and type-check run once more by themselves and any problem goes back
 * to it. It ends there, at the step or token limit, or at Stop, keeping what it wrote; the reply
 * says what is left. The caller saves the files once, as one version.
 */
export async function executeAgentTurn(
  logger: Logger,
  turn: PreparedTurn,
  checks: ProjectChecks,
  tokens: StepTokens,
  observe: AgentObserver,
) {
  // The page check compares with the files as they were: the working copy is edited in place.
  const checkPages = pageChecker(checks, new Map(turn.files));
  const ws: Workspace = { files: turn.files, frozen: turn.frozen, changed: [] };
  const conversation: ModelMessage[] = [...turn.messages];
  const tools = agentToolSet();
  const steps: string[] = [];
  const prose: string[] = [];
  let spent = 0;
  let reserved = tokens.reserved;
  const systemTokens = estimateTokens(turn.agentRequest([], false).system);
  let left: string | null = null;
  let edits = 0; // calls that changed files so far
  let checkedEdits = 0; // edits when the loop last checked by itself
  const act = (line: string) => {
    steps.push(line);
    observe.action(line);
  };
  let ending: string | null = null;
  // The project's type-check warms while the model thinks: its first real check finds TypeScript
  // started and the project's files parsed (seconds saved, on the reply's first check).
  void checks.problems(new Map(ws.files), 'types').catch(() => undefined);
  for (let step = 0; ; step += 1) {
    if (step >= turn.agentLimits.steps) {
      ending = agentTexts.stepLimit(turn.agentLimits.steps, left);
      break;
    }
    // Each step is metered against the plan before it is taken: what it may cost is set aside first.
    const estimate = systemTokens + estimateTokens(JSON.stringify(compact(conversation))) + maxStepOutput;
    if (step > 0 && spent + estimate > turn.agentLimits.tokens) {
      ending = agentTexts.tokenLimit(left);
      break;
    }
    // The first step's is what the reply set aside when it was sent.
    const short = spent + estimate - reserved;
    if (step > 0 && short > 0) {
      if (!(await tokens.reserve(short))) {
        ending = agentTexts.allowanceUsed(left);
        break;
      }
      reserved += short;
    }
    let text = '';
    observe.working(agentTexts.thinking);
    let call: Awaited<ReturnType<typeof callModel>>;
    try {
      call = await callModel(
        turn.limits,
        (trimmed) => ({ ...turn.agentRequest(compact(conversation), trimmed), tools }),
        {
          text(delta) {
            text += delta;
            observe.text(delta);
            return 'more';
          },
          step: (line) => observe.step?.(line),
          stop: observe.stop,
        },
      );
    } catch (cause) {
      spent += estimateTokens(text);
      if (cause instanceof StoppedByUser) {
        if (text.trim()) prose.push(text.trim());
        ending = agentTexts.stopped;
        break;
      }
      if (step === 0 && cause instanceof ProviderFault && refusesTools.test(cause.facts.providerMessage ?? '')) {
        throw new ToolsUnsupported(cause.facts.providerMessage);
      }
      // Nothing written yet: the reply fails as a one-shot one does. Otherwise what it wrote is kept.
      if (!ws.changed.length) throw new TurnFailure(cause, spent);
      logger.warn('agent step failed', { projectId: turn.project.id, step, error: String(cause) });
      if (text.trim()) prose.push(text.trim());
      ending = agentTexts.providerFailed(failedTurn(cause, turn).error);
      break;
    }
    spent += call.usage
      ? (call.usage.inputTokens ?? 0) + (call.usage.outputTokens ?? 0)
      : estimate + estimateTokens(text);
    if (text.trim()) {
      prose.push(text.trim());
      observe.text('\n\n');
    }
    conversation.push(...call.messages);
    if (!call.toolCalls.length) {
      // The model is done: what it changed since the loop last checked is checked before the reply
      // ends. Nothing changed since a check that found problems: it gave up on them, and the reply says so.
      if (edits === checkedEdits) {
        if (left) ending = agentTexts.leftUnfixed(left);
        break;
      }
      checkedEdits = edits;
      observe.working(agentTexts.checking);
      const problems = await checkAll(checks, ws, checkPages);
      act(problems.line);
      if (!problems.found) {
        left = null;
        if (problems.unchecked) ending = agentTexts.typesUnchecked(problems.unchecked);
        break;
      }
      left = problems.found;
      conversation.push({ role: 'user', content: agentTexts.fixPrompt(problems.details) });
      continue;
    }
    observe.working(agentTexts.running(call.toolCalls.length));
    const answered: AnsweredCall[] = [];
    const results: ToolResultPart[] = [];
    for (const toolCall of call.toolCalls) {
      const answer = await runAgentTool(ws, checks, toolCall.toolName, toolCall.input);
      answered.push({ name: toolCall.toolName, input: toolCall.input, answer });
      results.push({
        type: 'tool-result',
        toolCallId: toolCall.toolCallId,
        toolName: toolCall.toolName,
        output: answer.ok
          ? { type: 'json', value: answer.result as never }
          : { type: 'error-text', value: answer.error },
      });
      const changed = changedBy(answer);
      if (changed.length) edits += 1;
      for (const path of changed) observe.file(path, ws.files.get(path) ?? null);
      if (checkingTools.includes(toolCall.toolName)) left = leftAfter(answered);
    }
    for (const line of stepLines(answered)) act(line);
    conversation.push({ role: 'tool', content: results });
  }
  const reply = [prose.join('\n\n'), ending].filter(Boolean).join('\n\n') || agentTexts.nothingSaid;
  return { reply, changed: [...ws.changed].sort(), spent, steps };
}

/** The paths an edit's answer says it changed (none for other tools). */
const changedBy = (answer: ToolAnswer): string[] => {
  const changed = answer.ok ? (answer.result as { changed?: unknown }).changed : undefined;
  return Array.isArray(changed) ? changed.map(String) : [];
};

/** The calls whose findings are what is left to fix when the model stops there. */
const checkingTools = ['build', 'type_check', 'render_page'];

/** What the last checks in these calls left to fix, as their step lines. */
function leftAfter(calls: AnsweredCall[]) {
  const lines = stepLines(calls.filter((c) => checkingTools.includes(c.name)));
  const failing = lines.filter((line) => !line.endsWith('clean'));
  return failing.length ? failing.join('; ') : null;
}

/**
 * The build and the type-check of the working copy, together, then its pages once both are clean:
 * whether they found anything, and what.
 */
async function checkAll(checks: ProjectChecks, ws: Workspace, checkPages: ReturnType<typeof pageChecker>) {
  const [build, checkedTypes] = await Promise.all([
    checks.problems(ws.files, 'build'),
    checks.problems(ws.files, 'types').catch((error: Error) => error),
  ]);
  // A type-check that did not finish found nothing: the reply says so, and blames no type error.
  const unchecked = checkedTypes instanceof Error ? checkedTypes.message : null;
  const types = checkedTypes instanceof Error ? [] : checkedTypes;
  // Pages open once the app builds and type-checks: an error a type error causes is fixed with it.
  const pages = build.length || types.length ? null : await checkPages(ws.files);
  const runtime = pages?.rendered ? pages.problems : [];
  const found = agentTexts.problems(build.length, types.length, runtime.length);
  const details = JSON.stringify({
    build: problemsForModel(build),
    types: problemsForModel(types),
    ...(runtime.length ? { runtime: runtime.map((p) => ({ ...p, detail: p.detail.slice(0, 800) })) } : {}),
  });
  const rendered = pages === null ? null : pages.rendered ? { pages: pages.pages } : { skipped: pages.reason };
  return { found, unchecked, line: agentTexts.checked(found, rendered, unchecked), details };
}

/** The conversation as sent again: tool results of all but the newest steps are left out, to keep it small. */
function compact(conversation: ModelMessage[]): ModelMessage[] {
  const toolSteps = conversation.flatMap((m, i) => (m.role === 'tool' ? [i] : []));
  const old = new Set(toolSteps.slice(0, -keptToolSteps));
  return conversation.map((m, i) =>
    old.has(i) && m.role === 'tool'
      ? {
          ...m,
          content: m.content.map((part) =>
            part.type === 'tool-result'
              ? { ...part, output: { type: 'text' as const, value: agentTexts.leftOut } }
              : part,
          ),
        }
      : m,
  );
}
