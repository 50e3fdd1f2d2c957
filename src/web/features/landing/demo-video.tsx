import { PlayIcon } from 'lucide-react';
import { useState } from 'react';
import { brand } from '../../../shared/brand';
import { SectionHeading } from './section-heading';

/**
 * A poster until the visitor asks for the video: nothing loads from the video site before the
 * click, so the page works offline and sets no third-party cookies.
 */
export function DemoVideo() {
  const [playing, setPlaying] = useState(false);
  return (
    <section className="bg-white px-4 py-20 sm:px-6">
      <div className="mx-auto max-w-5xl">
        <SectionHeading
          heading="See it build an app"
          intro="Two minutes from a single sentence to a shareable live link."
        />
        <div className="relative mt-12 aspect-video overflow-hidden rounded-3xl border border-slate-200 bg-ink-950 shadow-2xl">
          {playing ? (
            <iframe
              className="absolute inset-0 size-full"
              src={`https://www.youtube-nocookie.com/embed/${brand.demoVideoId}?autoplay=1&rel=0`}
              title="Shipwright demo video"
              allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
              referrerPolicy="strict-origin-when-cross-origin"
            />
          ) : (
            <button
              type="button"
              onClick={() => setPlaying(true)}
              aria-label="Play demo video"
              className="group absolute inset-0 flex size-full flex-col items-center justify-center gap-5 bg-hero"
            >
              <VideoPoster />
              <span className="relative inline-flex size-20 items-center justify-center rounded-full bg-white/95 text-brand-600 shadow-2xl transition group-hover:scale-105">
                <PlayIcon className="ml-1 size-9 fill-current" />
              </span>
              <span className="relative text-sm font-medium text-slate-200">Watch the demo</span>
            </button>
          )}
        </div>
      </div>
    </section>
  );
}

/** A drawn builder window behind the play button: chat on the left, a generated app on the right. */
function VideoPoster() {
  return (
    <div aria-hidden className="absolute inset-6 hidden grid-cols-5 gap-4 opacity-40 sm:grid">
      <div className="col-span-2 flex flex-col gap-3 rounded-2xl bg-white/5 p-4 ring-1 ring-white/10">
        <div className="h-3 w-1/2 rounded bg-white/30" />
        <div className="ml-auto h-10 w-3/4 rounded-xl bg-brand-500/60" />
        <div className="h-16 w-4/5 rounded-xl bg-white/15" />
        <div className="ml-auto h-8 w-2/3 rounded-xl bg-brand-500/60" />
        <div className="h-20 w-4/5 rounded-xl bg-white/15" />
      </div>
      <div className="col-span-3 flex flex-col gap-3 rounded-2xl bg-white/10 p-4 ring-1 ring-white/10">
        <div className="h-6 w-full rounded bg-white/20" />
        <div className="h-28 rounded-xl bg-gradient-to-r from-brand-500/60 to-accent-500/60" />
        <div className="grid flex-1 grid-cols-3 gap-3">
          <div className="rounded-lg bg-white/20" />
          <div className="rounded-lg bg-white/20" />
          <div className="rounded-lg bg-white/20" />
        </div>
      </div>
    </div>
  );
}
