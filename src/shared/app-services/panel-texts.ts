import type { OrderStatus } from './payments';

const count = (n: number) => n.toLocaleString('en-US');
const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });

/** The builder's Services tab (AI, e-mail and payments in apps): every word, kept once (the journeys read them too). */
export const servicesPanelTexts = {
  tab: 'Services',
  sections: 'Services',
  ai: 'AI',
  email: 'E-mail',
  payments: 'Payments',
  loading: 'Loading…',
  retry: 'Try again',
  howAppsUseIt: 'How apps use it',

  aiTitle: 'AI in this app',
  aiLoadFailed: 'Could not load the app’s AI use.',
  whoAnswers: 'Who answers',
  source: {
    'owner-key': 'Your OpenAI key (Integrations)',
    product: (left: number) => `Shipwright’s model, from your plan’s tokens (${count(left)} left this month)`,
  },
  noModel: 'No AI model is set up: apps’ AI calls answer a notice. Connect an OpenAI key under Integrations.',
  openIntegrations: 'Open Integrations',
  thisMonth: (month: string) =>
    `This month (${new Date(`${month}-01T00:00:00Z`).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' })})`,
  tokensUsed: (used: number, limit: number) => `${count(used)} of ${count(limit)} tokens`,
  tokensMeter: 'Tokens used this month',
  calls: (n: number) => `${count(n)} ${n === 1 ? 'call' : 'calls'}`,
  limitsTitle: 'Limits',
  limitsHint: 'Calls past a limit answer a notice instead of spending more tokens. 0 turns the app’s AI off.',
  tokensPerMonth: 'Tokens per month for this app',
  tokensPerVisitorPerDay: 'Tokens per visitor per day',
  wholeNumber: 'Enter a whole number of tokens, 0 or more.',
  tooLarge: 'Enter at most 1,000,000,000 tokens.',
  saveLimits: 'Save limits',
  saving: 'Saving…',
  limitsSaved: 'AI limits saved.',
  aiHint: 'In the app’s code, cloud.ai answers through the model above, counted against these limits:',
  aiExample: "const { text } = await cloud.ai.text({\n  prompt: 'Suggest a recipe with eggs and spinach',\n});",

  emailTitle: 'E-mail from this app',
  emailLoadFailed: 'Could not load the app’s e-mail.',
  sentToday: 'Sent today',
  sentOfQuota: (sent: number, quota: number) => `${count(sent)} of ${count(quota)} e-mails`,
  quotaMeter: 'E-mails sent today',
  quotaHint: 'The daily quota of your plan, per environment. It starts again at midnight UTC.',
  suppressionsTitle: 'Suppression list',
  suppressionsHint: 'This app sends nothing to these addresses, in the preview and on the live link.',
  noSuppressions: 'No addresses yet. People who unsubscribe from the app’s e-mail appear here.',
  reasons: { unsubscribed: 'Unsubscribed', owner: 'Added by you' },
  since: (iso: string) => `Since ${day(iso)}`,
  remove: 'Remove',
  removeLabel: (email: string) => `Remove ${email}`,
  removeTitle: (email: string) => `Let this app e-mail ${email} again?`,
  removeBody: 'The address comes off the suppression list; the app’s functions may e-mail it from now on.',
  removed: (email: string) => `${email} removed from the suppression list.`,
  cancel: 'Cancel',
  addAddress: 'Stop e-mail to an address',
  addressPlaceholder: 'name@example.com',
  add: 'Add',
  added: (email: string) => `This app no longer e-mails ${email}.`,
  emailHintBrowser: 'From the browser an app can only e-mail you, and only where cloud.json allows it:',
  emailHintBrowserCode: 'await cloud.email.notifyOwner({ subject, text });',
  emailHintRules: '"email": { "notifyOwner": "public" }',
  emailHintFunctions:
    'Functions send to you, the app’s users and addresses collected with consent. Every e-mail carries an unsubscribe link.',
  emailHintFunctionsCode:
    "await ctx.email.send({ to: 'owner', subject, text });\nawait ctx.email.send({ to: customer.email, subject, text });",

  paymentsTitle: 'Payments in this app',
  stripe: 'Stripe',
  stripeLoadFailed: 'Could not check your Stripe connection.',
  stripeConnected: (ending: string) => `Checkout uses your Stripe account (key ••••${ending}).`,
  testMode:
    'Checkout runs in test mode on your app’s own address: nothing is charged. Connect Stripe under Integrations to take real payments.',
  ordersTitle: 'Latest orders',
  testOrder: 'Test checkout, no money taken',
  ordersHint: (shown: number, total: number) =>
    total > shown
      ? `The newest ${shown} of ${count(total)}. All of them are in the Database tab, collection orders.`
      : '',
  ordersLoadFailed: 'Could not load the orders.',
  noOrders: 'No orders yet. Orders appear here when visitors check out.',
  order: 'Order',
  items: 'Items',
  total: 'Total',
  status: 'Status',
  date: 'Date',
  more: (n: number) => `+${n} more`,
  statuses: {
    pending: 'Pending',
    paid: 'Paid',
    failed: 'Failed',
    refunded: 'Refunded',
    canceled: 'Canceled',
    expired: 'Expired',
  } satisfies Record<OrderStatus, string>,
  unknownStatus: 'Unknown',
  paymentsHint:
    'Products are the products collection’s records, each with a name and a price (like 12.99, in USD unless it has a currency). Apps start a checkout with their ids; the server prices it from those records, never from the browser:',
  paymentsExample: [
    'await cloud.payments.checkout({',
    '  items: [{ product: product.id, quantity: 1 }],',
    "  successPath: '/thanks',",
    "  cancelPath: '/cart',",
    '});',
  ].join('\n'),
  when: (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }),
} as const;
