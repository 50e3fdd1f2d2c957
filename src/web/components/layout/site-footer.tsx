import { Link } from 'react-router';
import { brand } from '../../../shared/brand';
import { paths } from '../../../shared/routes';
import { Button } from '../ui/button';
import { Logo } from './logo';

const legalLinks = [
  { to: paths.privacyPolicy, label: 'Privacy Policy' },
  { to: paths.termsOfService, label: 'Terms of Service' },
  { to: paths.cookiePolicy, label: 'Cookie Policy' },
  { to: paths.contact, label: 'Contact' },
];

const socialLinks = [
  { href: brand.socialLinks.community, label: 'Discord community' },
  { href: brand.socialLinks.page, label: 'Facebook page' },
  { href: brand.socialLinks.microblog, label: 'X (Twitter)' },
  { href: brand.socialLinks.company, label: 'LinkedIn' },
];

/** The closing call to action, links and networks; the composing page says where the button leads. */
export function SiteFooter({ onStartBuilding }: { onStartBuilding(): void }) {
  return (
    <footer className="bg-ink-950 text-slate-300">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <div className="rounded-3xl border border-white/10 bg-gradient-to-br from-brand-600/30 via-ink-900 to-accent-500/20 px-6 py-12 text-center sm:px-12">
          <h2 className="text-3xl font-bold tracking-tight text-white sm:text-4xl">
            Your next app is one sentence away
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-slate-300">
            Describe it in plain words. Watch it get built. Share the live link before your coffee gets cold.
          </p>
          <Button variant="gradient" size="lg" className="mt-8" onClick={() => onStartBuilding()}>
            Start Shipping Features
          </Button>
        </div>
        <div className="mt-14 flex flex-col gap-10 md:flex-row md:items-start md:justify-between">
          <div className="max-w-xs">
            <Logo dark />
            <p className="mt-3 text-sm text-slate-400">{brand.tagline} From a prompt to a live React app in minutes.</p>
          </div>
          <nav aria-label="Footer" className="grid grid-cols-2 gap-x-12 gap-y-3 text-sm">
            {legalLinks.map((link) => (
              <Link key={link.to} to={link.to} className="hover:text-white">
                {link.label}
              </Link>
            ))}
          </nav>
          <ul aria-label="Social networks" className="flex flex-wrap gap-3">
            {socialLinks.map((link) => (
              <li key={link.href}>
                <a
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex rounded-lg border border-white/10 px-3 py-2 text-sm hover:border-white/30 hover:text-white"
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <p className="mt-12 border-t border-white/10 pt-6 text-xs text-slate-500">
          © {new Date().getFullYear()} {brand.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
