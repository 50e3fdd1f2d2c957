export const brand = {
  name: 'Shipwright',
  handle: '@shipwright',
  tagline: 'Describe it. Ship it.',
  officeLocation: 'San Francisco, California',
  responseTime: 'Usually within 24 hours',
  legalEffectiveDate: '07/08/2025',
  /** The landing page's demo video on the video site (loaded only when the visitor presses play). */
  demoVideoId: 'Sh1pWr1ghtD',
  socialLinks: {
    community: 'https://discord.gg/shipwright',
    page: 'https://www.facebook.com/shipwright',
    microblog: 'https://x.com/shipwright',
    company: 'https://www.linkedin.com/company/shipwright',
  },
} as const;
