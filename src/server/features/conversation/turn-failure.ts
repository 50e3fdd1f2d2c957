import { generationTexts } from '../../../shared/generation';
import {
  describeFault,
  type FaultContext,
  notWorkingTexts,
  providerNames,
  replyBoundTexts,
} from '../../../shared/provider-fault-texts';
import { markModel } from '../../ai/model-health';
import { classifyProviderError } from '../../ai/provider-faults';
import { StoppedByUser } from './model-call';
import { type PreparedTurn, TurnFailure } from './turn';

export interface FailedTurn {
  status: 'failed' | 'interrupted';
  /** What the reply says after what was written. */
  note: string;
  /** The run's error, as the builder shows it. */
  error: string;
  /** Tokens charged: only what the model produced before it failed. */
  producedTokens: number;
}

/** Who the turn called and which settings name them: what a failure's words point at. */
function contextOf(turn: PreparedTurn): FaultContext {
  const hosted = turn.resolved.hosted;
  return {
    providerName: hosted ? providerNames[hosted.provider] : 'The built-in engine',
    modelId: hosted?.modelId ?? 'built-in',
    modelEnvName: hosted?.modelEnvName ?? '',
    keyEnvName: hosted?.keyEnvName ?? '',
    tries: turn.limits.AI_RETRIES + 1,
    idleMs: turn.limits.AI_IDLE_TIMEOUT_MS,
    replyMs: turn.limits.AI_REPLY_TIMEOUT_MS,
  };
}

/**
 * A failed turn in plain words (the provider's own message and status included, the SDK's never).
 * A refused key or an unknown model also marks the choice as not working in the model picker.
 */
export function failedTurn(cause: unknown, turn: PreparedTurn): FailedTurn {
  const producedTokens = cause instanceof TurnFailure ? cause.producedTokens : 0;
  const inner = cause instanceof TurnFailure ? cause.cause : cause;
  if (inner instanceof StoppedByUser) {
    return { status: 'interrupted', note: replyBoundTexts.stopped, error: 'Stopped', producedTokens };
  }
  const facts = classifyProviderError(inner);
  const context = contextOf(turn);
  const hosted = turn.resolved.hosted;
  if (hosted && (facts.kind === 'key-refused' || facts.kind === 'model-not-found')) {
    markModel(hosted.choice, notWorkingTexts.reason(facts, context));
  }
  const reason = describeFault(facts, context);
  return { status: 'failed', note: generationTexts.failed(reason), error: reason, producedTokens };
}

/** A hosted call that answered: its choice works again. */
export function succeededTurn(turn: PreparedTurn) {
  if (turn.resolved.hosted) markModel(turn.resolved.hosted.choice, null);
}
