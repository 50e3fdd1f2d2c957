import { brand } from '../../shared/brand';
import { LegalPage, type LegalSection } from '../features/legal/legal-page';
import { siteConfig } from '../lib/site-config';

const sections: LegalSection[] = [
  {
    heading: 'Who we are and what this policy covers',
    paragraphs: [
      `${brand.name} (“${brand.name}”, “we”, “us”) provides an AI app builder: you describe an app in plain language, we create a project, generate a React app with an AI model, show it in a live preview and publish it to a shareable live link. This policy explains what personal information we handle when you visit our website, create an account, use the builder or contact us, and what choices you have.`,
      `It does not cover the apps you build and publish. If your app collects information from its own visitors, you decide how that information is used and you are responsible for telling them; we process it only on your behalf to host the app. ${brand.name} is not directed at children under 16, and we do not knowingly collect their personal information.`,
    ],
  },
  {
    heading: 'Information we collect',
    paragraphs: [
      'We collect information you give us, information created while you use the service, and a limited amount of technical information. Specifically:',
    ],
    items: [
      'Account details: your name, e-mail address and a password, which we store only as a secure one-way hash and never in readable form.',
      'Sign-in data: one-time codes we e-mail to you, and, if you choose to sign in with Google, Microsoft or GitHub, the basic profile that provider shares with us (your name, e-mail address, profile picture and account identifier). We never receive your password for those providers.',
      'Two-factor authentication: if you turn it on, the secret that links your authenticator app to your account, stored encrypted.',
      'Project content: the descriptions and follow-up instructions you write, the code and files we generate, your project settings and the history of your builder conversations.',
      'Knowledge files: documents, PDFs and text files you upload so they can be used as context when your app is generated.',
      'Integration credentials: the API keys and tokens you provide to connect GitHub, a backend-as-a-service, a payment provider or an e-mail provider, stored encrypted.',
      'Billing details: your plan, billing interval, trial and subscription status, billing country and the card brand and last four digits. Full card numbers are collected and stored by our payment processor, not by us.',
      'Messages: what you send us through the contact form or by e-mail, and our replies.',
      'Technical data: IP address, browser and device type, pages and features used, timestamps and error logs, which we need to run, secure and troubleshoot the service.',
    ],
  },
  {
    heading: 'How we use your information',
    paragraphs: [
      'We use personal information to provide and improve the service: to create your account and sign you in, generate, preview and publish your apps, apply the limits of your plan, process payments, send service e-mails (such as one-time codes, receipts and trial reminders), answer support requests, and detect and prevent fraud, abuse and security incidents.',
      'Where the law requires a legal basis, we rely on the performance of our contract with you, our legitimate interest in operating a secure and reliable service, compliance with legal obligations, and your consent where we ask for it. We do not sell your personal information, we do not use it for advertising, and we do not use your prompts, projects or knowledge files to train AI models.',
    ],
  },
  {
    heading: 'AI generation and knowledge files',
    paragraphs: [
      `To generate or change an app, ${brand.name} sends your instructions, the relevant files of your project and relevant excerpts of your knowledge files to an AI model. Depending on how the service is configured, that model is either our built-in engine or a third-party AI provider selected by the operator of ${brand.name}. A third-party provider receives this data only to produce the response and processes it as our service provider under its own data-processing terms.`,
      'Knowledge files are used only for the projects you attach them to and are visible only to you and the people you give access to those projects. You can delete them at any time. Please do not include sensitive personal information, such as health data or government identifiers, in prompts or knowledge files unless your app genuinely needs it, and remember that AI output can be inaccurate.',
    ],
  },
  {
    heading: 'Integrations and published apps',
    paragraphs: [
      'Keys and tokens for integrations are encrypted before they are stored and are used only to carry out actions you ask for, such as pushing code to a GitHub repository, connecting your app to a database, taking payments or sending e-mail. You can revoke them at any time by disconnecting the integration, and we recommend creating keys with the narrowest permissions your app needs.',
      'When you publish an app, anyone with its live link can open a public app. Paid plans can publish private apps, which are shown only to people you have granted access. Your app’s name and content are visible to its visitors; your account details are not.',
    ],
  },
  {
    heading: 'How we share information',
    paragraphs: [
      'We share personal information only as needed to run the service, with service providers that act on our instructions and are bound by confidentiality and data-protection obligations:',
    ],
    items: [
      'Hosting and infrastructure providers that store data and serve the website, the builder and published apps.',
      'The third-party AI provider, if one is configured, for generation as described above.',
      'Our payment processor, to handle subscriptions, trials, invoices and refunds.',
      'Our e-mail delivery provider, to send one-time codes, receipts and service notices.',
      'Google, Microsoft or GitHub, when you choose to sign in with them, and the integrations you connect, when you ask us to act on your behalf.',
      'Authorities or other parties when the law requires it, or when necessary to protect the rights, safety or property of our users, the public or us.',
      'A successor organisation in a merger, acquisition or sale of assets, subject to this policy.',
    ],
  },
  {
    heading: 'Cookies',
    paragraphs: [
      `${brand.name} uses only strictly necessary cookies: a session cookie that keeps you signed in, and a host-only cookie that gives you access to private live links. We do not use advertising cookies or third-party tracking. The demo video on our landing page loads from a video site only after you press play. Our Cookie Policy describes these cookies in detail.`,
    ],
  },
  {
    heading: 'Retention and security',
    paragraphs: [
      'We keep your account information, projects, knowledge files and integrations for as long as your account is active. When you delete a project, a file or your account, we delete the associated data from our active systems within 30 days; copies in encrypted backups expire on their regular rotation. We keep billing records and limited logs for longer where tax, accounting or security obligations require it.',
      'We protect your information with encrypted connections (TLS), hashed passwords, encryption of stored secrets, optional two-factor authentication and access controls that limit our staff to the data they need. No system is perfectly secure; if a breach affects your personal information, we will notify you and the authorities as the law requires.',
    ],
  },
  {
    heading: 'Your rights and choices',
    paragraphs: [
      'Depending on where you live, you may have the right to access, correct, export or delete your personal information, to object to or restrict certain processing, and to withdraw consent you have given. You can update your profile, manage sign-in methods and two-factor authentication, disconnect integrations and delete projects or your account yourself in the app.',
      `For anything else, write to ${siteConfig.supportEmail}. We will verify your identity before acting on a request and answer within the time the law allows, usually within 30 days. You can also complain to your local data-protection authority. Our team is based in ${brand.officeLocation}, and your information may be processed in the United States and other countries where our service providers operate, with appropriate safeguards such as standard contractual clauses.`,
    ],
  },
  {
    heading: 'Changes and contact',
    paragraphs: [
      'We may update this policy as the service evolves or the law changes. We will post the new version on this page with a new effective date and, for significant changes, notify you by e-mail or in the app before they take effect.',
      `If you have questions about this policy or how we handle your information, contact us at ${siteConfig.supportEmail}.`,
    ],
  },
];

export function PrivacyPolicyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      intro={`How ${brand.name} collects, uses and protects your information when you build and publish apps with us.`}
      sections={sections}
    />
  );
}
