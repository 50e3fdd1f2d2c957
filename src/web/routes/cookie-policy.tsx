import { brand } from '../../shared/brand';
import { LegalPage, type LegalSection } from '../features/legal/legal-page';
import { siteConfig } from '../lib/site-config';

const sections: LegalSection[] = [
  {
    heading: 'What cookies are',
    paragraphs: [
      'Cookies are small text files that a website stores in your browser so it can recognise the same browser on a later request. They can be set by the site you are visiting (first-party cookies) or by other services embedded in it (third-party cookies), and they can last for one browsing session or for a set period.',
    ],
  },
  {
    heading: 'Our approach',
    paragraphs: [
      `${brand.name} uses only cookies that are strictly necessary to provide the service you ask for: signing you in and opening private live links. We do not use advertising cookies, analytics cookies, social media pixels or any third-party tracking, and we do not build profiles of your browsing.`,
      'Because strictly necessary cookies are exempt from consent requirements in most jurisdictions, we do not show a cookie banner. If we ever introduce optional cookies, we will update this policy and ask for your consent first.',
    ],
  },
  {
    heading: 'Cookies we set',
    paragraphs: ['These are the only cookies set by the service:'],
    items: [
      'Session cookie: set when you sign in to keep you signed in as you move between the dashboard, the builder, billing and your profile. It is marked HttpOnly, so scripts in the page cannot read it, and SameSite=Lax, so browsers do not send it with requests from other sites that could act on your account. It is removed when you sign out or the session expires.',
      'Private live link cookie: set when you open a private app on its live link and your access is confirmed. It is a host-only cookie, sent only to that app’s own address and never to other apps or to our main site, and it is used only to let you back in without checking again on every page.',
    ],
  },
  {
    heading: 'The demo video',
    paragraphs: [
      'The landing page includes a product demo video hosted on a third-party video site. Until you click play, we show only a placeholder, and nothing is loaded from the video site, so it cannot set cookies or see your visit.',
      'When you click play, the player loads from the video site in its privacy-enhanced mode. From that moment the video site may store cookies or similar data in your browser and receives your IP address, under its own privacy and cookie policies.',
    ],
  },
  {
    heading: 'Sign-in providers and checkout',
    paragraphs: [
      'If you choose to sign in with Google, Microsoft or GitHub, or open the checkout page of our payment processor to start a trial or change your plan, you are taken to that company’s own website. Any cookies set there are set by that company, under its own policies, and not by us.',
    ],
  },
  {
    heading: 'Apps you publish',
    paragraphs: [
      `The apps you build are your own code. Apart from the private live link cookie described above, ${brand.name} does not add cookies to them. If you add analytics, advertising, chat widgets or other services that set cookies to your app, you are responsible for informing your visitors and obtaining their consent where the law requires it.`,
    ],
  },
  {
    heading: 'Managing cookies',
    paragraphs: [
      'You can view and delete cookies, or block them altogether, in your browser settings. Because our cookies are strictly necessary, blocking them will stop you from signing in to the builder or opening private live links, while public pages and public live links will keep working.',
    ],
  },
  {
    heading: 'Changes and contact',
    paragraphs: [
      'If we change the cookies we use, we will update this policy and its effective date before the change takes effect.',
      `Questions about cookies or this policy can be sent to ${siteConfig.supportEmail}.`,
    ],
  },
];

export function CookiePolicyPage() {
  return (
    <LegalPage
      title="Cookie Policy"
      intro={`${brand.name} uses only the cookies it needs to keep you signed in and protect private apps. No ads, no tracking.`}
      sections={sections}
    />
  );
}
