/** Plans, boosts and price maths: the one source for the pricing page, billing and server limits. */
export type PlanTier = 'free' | 'creator' | 'pro' | 'team';

export interface Plan {
  tier: PlanTier;
  name: string;
  /** USD per month, billed monthly. */
  price: number;
  period: string;
  description: string;
  features: string[];
  buttonText: string;
  popular: boolean;
  limits: {
    tokensPerMonth: number;
    apps: number;
    liveDeployments: number;
    privateProjects: boolean;
    perSeat: boolean;
    /** Two-way sync of a project with a Git repository (ADR 0030). */
    gitSync: boolean;
  };
}

export const plans: Plan[] = [
  {
    tier: 'free',
    name: 'Free',
    price: 0,
    period: 'forever',
    description: 'Try the builder and ship your first apps.',
    features: [
      '100K tokens/month',
      'Up to 5 apps',
      '3 live deployments',
      'Shared domain only',
      'Public apps only',
      'Light AI generation limits',
    ],
    buttonText: 'Get Started',
    popular: false,
    limits: {
      tokensPerMonth: 100_000,
      apps: 5,
      liveDeployments: 3,
      privateProjects: false,
      perSeat: false,
      gitSync: false,
    },
  },
  {
    tier: 'creator',
    name: 'Creator',
    price: 27,
    period: 'month',
    description: 'For makers shipping real products.',
    features: [
      '2M tokens/month',
      'Up to 10 apps',
      '5 live deployments',
      'Custom domain',
      'Private and public deploys',
      'Backend, frontend and database included',
    ],
    buttonText: 'Start Free Trial',
    popular: true,
    limits: {
      tokensPerMonth: 2_000_000,
      apps: 10,
      liveDeployments: 5,
      privateProjects: true,
      perSeat: false,
      gitSync: false,
    },
  },
  {
    tier: 'pro',
    name: 'Pro',
    price: 47,
    period: 'month',
    description: 'For professionals who build every day.',
    features: [
      '10M tokens/month',
      'Up to 15 apps',
      '10 live deployments',
      'Git sync',
      'Database and backend-as-a-service',
      'Full access to the deploy engine',
    ],
    buttonText: 'Start Free Trial',
    popular: false,
    limits: {
      tokensPerMonth: 10_000_000,
      apps: 15,
      liveDeployments: 10,
      privateProjects: true,
      perSeat: false,
      gitSync: true,
    },
  },
  {
    tier: 'team',
    name: 'Team',
    price: 77,
    period: 'month per user',
    description: 'For teams building together.',
    features: [
      '20M tokens/month per user',
      '20+ apps per user',
      '20 live deployments per user',
      'Shared token pool',
      'SSO and team roles',
      'Git integrations',
    ],
    buttonText: 'Start Free Trial',
    popular: false,
    limits: {
      tokensPerMonth: 20_000_000,
      apps: 20,
      liveDeployments: 20,
      privateProjects: true,
      perSeat: true,
      gitSync: true,
    },
  },
];

export type BoostValue = 'none' | 'starter-rush' | 'power-pack' | 'mega-fuel';

export interface TokenBoost {
  value: BoostValue;
  label: string;
  /** USD per month. */
  price: number;
  tokens: number;
}

export const tokenBoosts: TokenBoost[] = [
  { value: 'none', label: 'No boost', price: 0, tokens: 0 },
  { value: 'starter-rush', label: 'Starter Rush', price: 7, tokens: 1_000_000 },
  { value: 'power-pack', label: 'Power Pack', price: 17, tokens: 3_000_000 },
  { value: 'mega-fuel', label: 'Mega Fuel', price: 37, tokens: 10_000_000 },
];

export const annualDiscount = 0.1;
export const trialDays = 14;

export const planByTier = (tier: PlanTier): Plan => {
  const plan = plans.find((p) => p.tier === tier);
  if (!plan) throw new Error(`Unknown plan tier: ${tier}`);
  return plan;
};

export const boostByValue = (value: BoostValue): TokenBoost =>
  tokenBoosts.find((b) => b.value === value) ?? tokenBoosts[0];

/** Annual price = (monthly price + booster) x 12 x 0.9, rounded. */
export const annualPrice = (monthly: number, booster = 0): number =>
  Math.round((monthly + booster) * 12 * (1 - annualDiscount));

/** The per-month figure shown under annual billing: annual price / 12, rounded (same on every screen). */
export const annualPricePerMonth = (monthly: number, booster = 0): number =>
  Math.round(annualPrice(monthly, booster) / 12);

export interface PriceQuote {
  /** What is charged each billing period. */
  total: number;
  /** What that is per month, for display. */
  perMonth: number;
  interval: 'month' | 'year';
}

export function quote(plan: Plan, isAnnual: boolean, booster = 0): PriceQuote {
  if (isAnnual) {
    return {
      total: annualPrice(plan.price, booster),
      perMonth: annualPricePerMonth(plan.price, booster),
      interval: 'year',
    };
  }
  return { total: plan.price + booster, perMonth: plan.price + booster, interval: 'month' };
}

export const formatTokens = (tokens: number): string =>
  tokens >= 1_000_000 ? `${tokens / 1_000_000}M` : `${Math.round(tokens / 1000)}K`;

export const paidTiers = ['creator', 'pro', 'team'] as const satisfies readonly PlanTier[];
export type PaidTier = (typeof paidTiers)[number];

/** The spec's checkout request names a boost by its price (boosterPrice); null when none is known. */
export const boostByPrice = (price: number | null | undefined): TokenBoost | null =>
  tokenBoosts.find((b) => b.price === (price ?? 0)) ?? null;

export interface PriceLine {
  label: string;
  /** USD per interval. */
  amount: number;
}

/**
 * What a checkout charges, as separate lines (the plan, then the boost) that always add up to
 * quote().total: under annual billing the boost line takes whatever the combined rounding left.
 */
export function priceLines(plan: Plan, isAnnual: boolean, boost: TokenBoost): PriceLine[] {
  const planPart = quote(plan, isAnnual, 0).total;
  const lines: PriceLine[] = [{ label: `${plan.name} plan`, amount: planPart }];
  if (boost.price > 0) {
    const total = quote(plan, isAnnual, boost.price).total;
    lines.push({ label: `${boost.label} (+${formatTokens(boost.tokens)} tokens/month)`, amount: total - planPart });
  }
  return lines;
}
