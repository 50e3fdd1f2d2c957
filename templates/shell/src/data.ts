// Content for Coffee Roastery (kind: store). Edit freely: every page reads from here.

export const appName = 'Coffee Roastery';
export const tagline = 'Quality goods, fair prices.';

export const hero = {
  headline: 'Welcome to Coffee Roastery',
  subheading: 'Thoughtfully chosen goods, shipped quickly and packed with care.',
  cta: 'Shop now',
  target: 'shop',
};

export const features = [
  { title: 'Free shipping', text: 'On every order over $50, delivered in 2-4 days.' },
  { title: 'Easy returns', text: '30 days to change your mind, no questions asked.' },
  { title: 'Secure checkout', text: 'Pay safely with card or wallet.' },
];
