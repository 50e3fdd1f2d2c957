import { formatTokens, plans } from './plans';

/** The calendar month tokens are counted in (UTC), e.g. "2026-11". */
export const usageMonth = (date: Date = new Date()) => date.toISOString().slice(0, 7);

/** A rough count for models that report none (the built-in engine): about four characters per token. */
export const estimateTokens = (text: string) => Math.ceil(text.length / 4);

export function tokenLimitMessage(planName: string, allowance: number) {
  return `You've used this month's ${formatTokens(allowance)} tokens on the ${planName} plan. Upgrade your plan or add a token boost to keep building.`;
}

export const freePlan = plans.find((p) => p.tier === 'free') ?? (plans[0] as (typeof plans)[number]);
