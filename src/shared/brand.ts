export const brand = {
  name: 'Shipwright',
  handle: '@shipwright',
  tagline: 'Describe it. Ship it.',
  officeLocation: 'San Francisco, California',
  responseTime: 'Usually within 24 hours',
  legalEffectiveDate: '07/08/2025',
  socialLinks: {
    community: 'https://discord.gg/shipwright',
    page: 'https://www.facebook.com/shipwright',
    microblog: 'https://x.com/shipwright',
    company: 'https://www.linkedin.com/company/shipwright',
  },
} as const;
