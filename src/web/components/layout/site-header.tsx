import { MenuIcon, XIcon } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { paths } from '../../../shared/routes';
import { cn } from '../../lib/cn';
import { Button } from '../ui/button';
import { Logo } from './logo';

const navLinks = [
  { to: paths.product, label: 'Product' },
  { to: paths.pricing, label: 'Pricing' },
  { to: paths.contact, label: 'Contact' },
];

const signedInLinks = [
  { to: paths.dashboard, label: 'Dashboard' },
  { to: paths.integrations, label: 'Integrations' },
  { to: paths.profile, label: 'Profile Settings' },
];

/** Who is signed in, as the header shows it; the page that composes the header provides it. */
export interface SiteHeaderAccount {
  email: string;
  /** The account menu shown on wide screens. */
  menu: ReactNode;
  signOut(): void;
}

/**
 * Dark, translucent bar over every public page; collapses to a menu button on phones. The
 * account parts come in as props, so the layout knows nothing of accounts or sign-in.
 */
export function SiteHeader({ account, onSignIn }: { account: SiteHeaderAccount | null; onSignIn(): void }) {
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: close the menu whenever the route changes
  useEffect(() => {
    setMenuOpen(false);
  }, [location.pathname]);

  const signIn = () => {
    setMenuOpen(false);
    onSignIn();
  };

  return (
    <header className="sticky top-0 z-40 border-b border-white/10 bg-ink-950/85 backdrop-blur-md">
      <nav aria-label="Main" className="mx-auto flex h-16 max-w-7xl items-center justify-between px-4 sm:px-6">
        <Logo dark />
        <div className="hidden items-center gap-1 md:flex">
          {navLinks.map((link) => (
            <NavLink
              key={link.to}
              to={link.to}
              className={({ isActive }) =>
                cn(
                  'rounded-lg px-3 py-2 text-sm font-medium transition-colors',
                  isActive ? 'text-white' : 'text-slate-300 hover:text-white',
                )
              }
            >
              {link.label}
            </NavLink>
          ))}
        </div>
        <div className="hidden md:block">
          {account ? (
            account.menu
          ) : (
            <Button variant="gradient" onClick={signIn}>
              Login
            </Button>
          )}
        </div>
        <Button
          variant="ghostDark"
          size="icon"
          className="md:hidden"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <XIcon /> : <MenuIcon />}
        </Button>
      </nav>
      {menuOpen && (
        <div id="mobile-menu" className="border-t border-white/10 bg-ink-950 px-4 pt-2 pb-4 md:hidden">
          <MobileLinks links={navLinks} />
          {account ? (
            <div className="mt-3 border-t border-white/10 pt-3">
              <p className="truncate px-3 pb-2 text-sm text-slate-400">{account.email}</p>
              <MobileLinks links={signedInLinks} />
              <Button variant="outlineDark" className="mt-2 w-full" onClick={() => account.signOut()}>
                Sign Out
              </Button>
            </div>
          ) : (
            <div className="mt-3 grid gap-2 border-t border-white/10 pt-4">
              <Button variant="outlineDark" asChild>
                <Link to={paths.auth}>Sign In</Link>
              </Button>
              <Button variant="gradient" onClick={signIn}>
                Login
              </Button>
            </div>
          )}
        </div>
      )}
    </header>
  );
}

function MobileLinks({ links }: { links: Array<{ to: string; label: string }> }) {
  return (
    <ul className="flex flex-col">
      {links.map((link) => (
        <li key={link.to}>
          <NavLink
            to={link.to}
            className="block rounded-lg px-3 py-3 text-base font-medium text-slate-200 hover:bg-white/5"
          >
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
