/** User-visible texts from the specification, kept once. */
export const toasts = {
  freePlan: { title: 'Free Plan', description: "You're already on the free plan! No subscription needed." },
  contactSent: { title: 'Message sent successfully!' },
  contactFailed: (email: string) => ({
    title: 'Failed to send message',
    description: `Please try again or contact us directly at ${email}`,
  }),
} as const;

export const texts = {
  heroPlaceholder: 'What do you want to create today?',
  notFoundTitle: 'Oops! Page not found',
  returnHome: 'Return to Home',
  trialNote: 'All plans include a 14-day free trial. No credit card required.',
  saveBadge: 'Save 10%',
} as const;
