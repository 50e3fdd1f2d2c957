import { appName, tagline } from '../data';

export function Footer() {
  return (
    <footer className="border-t border-line bg-panel">
      <div className="mx-auto flex max-w-6xl flex-wrap justify-between gap-2 px-4 py-6 text-sm text-muted">
        <span>
          © {new Date().getFullYear()} {appName}
        </span>
        <span>{tagline}</span>
      </div>
    </footer>
  );
}
