/** User-visible texts from the specification, kept once. */
export const toasts = {
  freePlan: { title: 'Free Plan', description: "You're already on the free plan! No subscription needed." },
  contactSent: { title: 'Message sent successfully!' },
  contactFailed: (email: string) => ({
    title: 'Failed to send message',
    description: `Please try again or contact us directly at ${email}`,
  }),
  signedOut: { title: 'Signed out', description: "You've been successfully signed out." },
  magicLinkSent: { title: 'Check your email', description: "We've sent you a magic link to sign in." },
  confirmationSent: {
    title: 'Check your email',
    description: "We've sent you a confirmation link to complete your signup.",
  },
  welcomeBack: { title: 'Welcome back!', description: "You've successfully signed in." },
  welcomeMagic: { title: 'Welcome!', description: "You've successfully signed in with your magic link." },
  accountCreated: { title: 'Account created', description: "You're signed in. Welcome to Shipwright!" },
  accountExists: { title: 'Account exists', description: 'This email is already registered. Please sign in instead.' },
  authError: (message: string, fullPage = false) => ({
    title: fullPage ? 'Error' : 'Authentication Error',
    description: message,
  }),
  oauthFailed: (provider: string, reason?: string) => ({
    title: `Failed to sign in with ${provider}`,
    description: reason,
  }),
  invalidCode: (message?: string) => ({
    title: 'Invalid Code',
    description: message || 'Please check your code and try again.',
  }),
  twoFactorCodeIncomplete: { title: 'Invalid Code', description: 'Please enter a 6-digit verification code' },
  twoFactorFailed: (message?: string) => ({
    title: 'Verification Failed',
    description: message || 'Invalid verification code',
  }),
  twoFactorVerified: { title: 'Verification Successful', description: '2FA verification completed successfully' },
  profileUpdated: { title: 'Profile updated' },
  emailUpdateRequested: {
    title: 'Email update requested',
    description: 'Confirm the change from the links we sent to your current and your new address.',
  },
  passwordUpdated: { title: 'Password updated' },
  twoFactorEnabled: { title: '2FA enabled' },
  twoFactorDisabled: { title: '2FA disabled' },
  missingPrompt: { title: 'Missing prompt', description: 'Please enter a description for your app' },
  createProjectFailed: (message?: string) => ({ title: 'Failed to create project', description: message }),
  loadProjectsFailed: (message?: string) => ({ title: 'Failed to load projects', description: message }),
} as const;

export const validationMessages = {
  newEmailRequired: 'Please enter a new email address.',
  passwordFieldsRequired: 'Please fill in all password fields.',
  passwordsDiffer: 'New passwords do not match.',
  passwordTooShort: 'Password must be at least 6 characters long.',
  enrolmentCode: 'Please enter a valid 6-digit verification code.',
} as const;

export const texts = {
  heroPlaceholder: 'What do you want to create today?',
  notFoundTitle: 'Oops! Page not found',
  returnHome: 'Return to Home',
  trialNote: 'All plans include a 14-day free trial. No credit card required.',
  saveBadge: 'Save 10%',
} as const;
