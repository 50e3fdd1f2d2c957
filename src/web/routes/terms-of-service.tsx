import { brand } from '../../shared/brand';
import { LegalPage, type LegalSection } from '../features/legal/legal-page';
import { siteConfig } from '../lib/site-config';

const sections: LegalSection[] = [
  {
    heading: 'Agreement and eligibility',
    paragraphs: [
      `These Terms of Service govern your use of the ${brand.name} website, app builder, live previews and published live links (together, the “service”). By creating an account or using the service you agree to these terms and to our Privacy Policy. If you use ${brand.name} on behalf of a company or other organisation, you confirm that you may bind it to these terms, and “you” includes that organisation.`,
      'You must be at least 16 years old, and old enough to enter into a binding contract where you live, to use the service.',
    ],
  },
  {
    heading: 'Your account',
    paragraphs: [
      'You can sign in with your e-mail address and a password, with a one-time code sent to your e-mail, or with Google, Microsoft or GitHub. Keep your details accurate, keep your password and authenticator app safe, and tell us promptly if you suspect someone else has accessed your account. We strongly recommend turning on two-factor authentication.',
      'You are responsible for what happens under your account, including the actions of team members you invite. Each seat is for one person, and you may not create accounts to get around plan limits.',
    ],
  },
  {
    heading: 'Using the builder',
    paragraphs: [
      `${brand.name} turns plain-language descriptions into React apps. Each request is handled by an AI model, either our built-in engine or a third-party AI provider configured by the operator of the service, and consumes tokens from your plan’s monthly allowance. Plans also limit how many apps and live deployments you can have at the same time; the current limits are listed on our pricing page.`,
      'AI-generated code can contain mistakes, security weaknesses or content that is not what you intended. Review and test your app before you rely on it or share it, especially if it handles payments, personal information or anything safety-critical. You are responsible for the decisions you make based on generated output.',
    ],
  },
  {
    heading: 'Your content and ownership',
    paragraphs: [
      'You keep all rights in what you bring to the service, such as your prompts, knowledge files, images and data, and, as between you and us, you own the code generated for your projects. You give us a limited licence to store, process, transmit and display that content only as needed to run the service for you, including sending it to the AI model that generates your app and hosting the apps you publish.',
      `You confirm that you have the rights needed for the content you upload or connect. ${brand.name} itself, including our software, templates, interface and brand, remains ours; these terms do not give you any rights to it beyond using the service.`,
    ],
  },
  {
    heading: 'Acceptable use',
    paragraphs: ['You agree not to use the service, or apps built and published with it, to:'],
    items: [
      'Break the law or help others do so, or infringe anyone’s intellectual property, privacy or other rights.',
      'Build phishing pages, malware, scams, or apps that impersonate another person, brand or organisation.',
      'Collect personal information from your app’s visitors without a lawful basis and a clear notice.',
      'Publish content that is sexually exploitative of minors, promotes violence or harasses others.',
      'Send spam or unsolicited messages through connected e-mail providers.',
      'Probe, overload or attack the service or other users’ apps, or get around plan limits, rate limits or access controls.',
      'Scrape the service, resell it without our written permission, or use its output to build a competing product.',
    ],
  },
  {
    heading: 'Published apps and integrations',
    paragraphs: [
      'You are responsible for the apps you publish and for how they treat their visitors, including providing your own terms and privacy notice where the law requires them. A public live link can be opened by anyone who has it; private live links, available on paid plans, are limited to the people you grant access. We may disable a live link that breaks these terms or puts others at risk.',
      'Integrations you connect, such as GitHub, a backend-as-a-service, a payment provider or an e-mail provider, are provided by third parties under their own terms. We store your keys encrypted and use them only for the actions you ask for, but we do not control those services and are not responsible for their availability, charges or behaviour.',
    ],
  },
  {
    heading: 'Plans, trials and billing',
    paragraphs: [
      `${brand.name} offers a Free plan and the paid Creator, Pro and Team plans, billed monthly or annually in advance through our payment processor; Team is priced per user. Optional token boosts add to your monthly allowance for an extra charge. Paid plans start with a 14-day free trial; unless you cancel before the trial ends, your payment method is charged when it does.`,
      'Subscriptions renew automatically at the end of each billing period until you cancel. You can cancel at any time in your billing settings, and the plan stays active until the end of the period you have paid for. Fees are non-refundable except where the law requires otherwise. Prices do not include taxes, which are added where applicable, and we will give you at least 30 days’ notice before a price change applies to your subscription.',
      'If you downgrade, or a payment fails and is not resolved, your account moves to the limits of the lower plan; you may need to unpublish apps or make private apps public to fit them. Unused tokens do not carry over to the next month.',
    ],
  },
  {
    heading: 'Suspension and termination',
    paragraphs: [
      'You can stop using the service and delete your account at any time. We may suspend or close an account, or remove content, if you seriously or repeatedly break these terms, if we must do so by law, or if it is necessary to protect the service or other people. Where reasonable, we will tell you first and give you a chance to fix the problem and export your code.',
      'When an account is closed, its live links stop working and its data is deleted as described in our Privacy Policy. The sections on ownership, billing, disclaimers and liability continue to apply.',
    ],
  },
  {
    heading: 'Disclaimers and limitation of liability',
    paragraphs: [
      'The service and all generated output are provided “as is” and “as available”. To the fullest extent the law allows, we disclaim all warranties, express or implied, including fitness for a particular purpose, non-infringement and uninterrupted or error-free operation.',
      `To the fullest extent the law allows, ${brand.name} is not liable for indirect, incidental, special or consequential damages, or for lost profits, revenue or data. Our total liability for any claim relating to the service is limited to the greater of the amount you paid us in the 12 months before the claim arose and 100 US dollars. Nothing in these terms limits liability that cannot be limited by law.`,
    ],
  },
  {
    heading: 'Changes, governing law and contact',
    paragraphs: [
      'We may update these terms from time to time. We will post the new version here with a new effective date and, for material changes, notify you by e-mail or in the app at least 30 days before they take effect. If you keep using the service after that, the updated terms apply.',
      `These terms are governed by the laws of the State of California, without regard to its conflict-of-law rules, and disputes will be heard in the courts located in ${brand.officeLocation}, unless the law of your country gives you the right to bring a claim where you live. Questions about these terms can be sent to ${siteConfig.supportEmail}.`,
    ],
  },
];

export function TermsOfServicePage() {
  return (
    <LegalPage
      title="Terms of Service"
      intro={`The rules for using ${brand.name} to build, preview and publish apps. Please read them carefully.`}
      sections={sections}
    />
  );
}
