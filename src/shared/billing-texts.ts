// Apart from the billing schemas: the pricing page shows these, and a module of zod schemas
// would bring zod into it.

/** The spec's texts for checkout, the portal and payment returns, kept once. */
export const billingTexts = {
  checkoutNeedsUser: 'User must be authenticated to create checkout',
  portalNeedsUser: 'User must be authenticated to access customer portal',
  paymentSuccess: {
    title: 'Payment Successful!',
    description: 'Your subscription has been activated. It may take a moment to update.',
  },
  paymentCanceled: { title: 'Payment Canceled', description: 'Your subscription process was canceled.' },
  checkoutFailed: (message?: string) => ({
    title: 'Error',
    description: message || 'Failed to create checkout session',
  }),
  portalFailed: 'Failed to open customer portal',
  currentPlan: 'Current Plan',
  freeNeedsNoCheckout: "You're already on the free plan! No subscription needed.",
  accountExists: 'This email is already registered. Please sign in instead.',
  alreadySubscribed:
    'You already have a subscription. Open Manage subscription on the Billing page to switch plans or billing period.',
  noSubscription: 'You have no paid subscription to manage yet. Choose a plan first.',
  checkoutGone: 'This checkout is no longer available. Start again from the pricing page.',
  upgradeLink: 'Upgrade your plan at /pricing',
} as const;

/** Refusals of the plan limits: each says what the limit is and where to lift it. */
export const limitTexts = {
  apps: (planName: string, count: number) =>
    `Your ${planName} plan allows up to ${count} apps. ${billingTexts.upgradeLink} to create more; your existing apps stay as they are.`,
  visibility: (planName: string) =>
    `Private and secret apps need a paid plan; the ${planName} plan keeps apps public. ${billingTexts.upgradeLink} to change who can see this app.`,
};
