import type { ReactNode } from 'react';
import { brand } from '../../../shared/brand';
import { PageHero } from '../../components/layout/page-hero';

export interface LegalSection {
  heading: string;
  paragraphs: string[];
  /** Rendered as a bullet list after the paragraphs. */
  items?: string[];
  /** Anchor id; derived from the heading when omitted. */
  id?: string;
}

const emailPattern = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
const linkClass = 'font-medium text-brand-600 underline underline-offset-2 hover:text-brand-700';

function sectionId(section: LegalSection): string {
  return (
    section.id ??
    section.heading
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
  );
}

/** Turns e-mail addresses inside plain content strings into mailto links. */
function withMailtoLinks(text: string): ReactNode {
  const parts: ReactNode[] = [];
  let cursor = 0;
  for (const match of text.matchAll(emailPattern)) {
    const start = match.index;
    if (start > cursor) parts.push(text.slice(cursor, start));
    parts.push(
      <a key={start} href={`mailto:${match[0]}`} className={linkClass}>
        {match[0]}
      </a>,
    );
    cursor = start + match[0].length;
  }
  if (parts.length === 0) return text;
  if (cursor < text.length) parts.push(text.slice(cursor));
  return parts;
}

export function LegalPage({ title, intro, sections }: { title: string; intro: ReactNode; sections: LegalSection[] }) {
  const entries = sections.map((section) => ({ ...section, id: sectionId(section) }));
  return (
    <>
      <PageHero eyebrow="Legal" title={title}>
        <p className="text-sm font-medium text-slate-400">Effective date: {brand.legalEffectiveDate}</p>
        <p className="mt-4">{intro}</p>
      </PageHero>
      <div className="bg-white px-4 py-16 sm:px-6 sm:py-20">
        <div className="mx-auto max-w-3xl">
          <nav aria-label="On this page" className="rounded-2xl border border-slate-200 bg-slate-50 p-6">
            <p className="text-xs font-semibold tracking-wider text-slate-500 uppercase">On this page</p>
            <ol className="mt-4 grid list-inside list-decimal gap-x-8 gap-y-2 text-sm text-slate-600 marker:text-slate-400 sm:grid-cols-2">
              {entries.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`} className="hover:text-brand-600 hover:underline">
                    {section.heading}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          <div className="mt-14 space-y-12">
            {entries.map((section) => (
              <section key={section.id} id={section.id} className="scroll-mt-24">
                <h2 className="text-xl font-semibold tracking-tight text-slate-900">{section.heading}</h2>
                <div className="mt-4 space-y-4">
                  {section.paragraphs.map((paragraph) => (
                    <p key={paragraph} className="leading-7 text-slate-600">
                      {withMailtoLinks(paragraph)}
                    </p>
                  ))}
                  {section.items && (
                    <ul className="list-disc space-y-2 pl-5 leading-7 text-slate-600 marker:text-slate-400">
                      {section.items.map((item) => (
                        <li key={item}>{withMailtoLinks(item)}</li>
                      ))}
                    </ul>
                  )}
                </div>
              </section>
            ))}
          </div>
        </div>
      </div>
    </>
  );
}
