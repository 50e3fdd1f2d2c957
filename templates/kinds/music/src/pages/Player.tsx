import { useMarks } from '@shipwright/cloud';
import { PauseIcon, PlayIcon, SkipBackIcon, SkipForwardIcon } from 'lucide-react';
import { useState } from 'react';
import { tracks } from '../data';

const time = (s: number) => Math.floor(s / 60) + ':' + String(s % 60).padStart(2, '0');

export function Player() {
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(false);
  // The tracks the visitor liked, kept in the app's backend so likes last.
  const likes = useMarks<number>('likes', 'track');
  const track = tracks[index];
  const step = (delta: number) => setIndex((i) => (i + delta + tracks.length) % tracks.length);
  return (
    <div className="grid gap-8 lg:grid-cols-[20rem_1fr]">
      <section aria-label="Now playing" className="rounded-2xl bg-brand-600 p-6 text-white">
        <div aria-hidden="true" className="aspect-square rounded-xl bg-brand-500" />
        <h1 className="mt-4 text-2xl font-bold">{track?.title}</h1>
        <p className="opacity-90">{track?.artist}</p>
        <div className="mt-6 flex items-center justify-center gap-4">
          <button type="button" aria-label="Previous track" onClick={() => step(-1)} className="rounded-full px-3 py-2 hover:bg-brand-500">
            <SkipBackIcon aria-hidden="true" className="size-5" />
          </button>
          <button type="button" aria-label={playing ? 'Pause' : 'Play'} onClick={() => setPlaying(!playing)} className="rounded-full bg-white px-5 py-3 text-brand-700">
            {playing ? <PauseIcon aria-hidden="true" className="size-5" /> : <PlayIcon aria-hidden="true" className="size-5" />}
          </button>
          <button type="button" aria-label="Next track" onClick={() => step(1)} className="rounded-full px-3 py-2 hover:bg-brand-500">
            <SkipForwardIcon aria-hidden="true" className="size-5" />
          </button>
        </div>
        <p role="status" className="mt-4 text-center text-sm opacity-80">
          {playing ? 'Playing' : 'Paused'} · {track ? time(track.seconds) : ''}
        </p>
      </section>
      <section aria-labelledby="queue-title">
        <h2 id="queue-title" className="text-2xl font-bold">
          Up next
        </h2>
        {likes.error && (
          <p role="alert" className="mt-2 text-sm text-red-600">
            Your likes could not be saved.{' '}
            <button type="button" onClick={() => void likes.reload()} className="font-semibold underline">
              Try again
            </button>
          </p>
        )}
        <ol className="mt-4 divide-y divide-line rounded-xl border border-line bg-panel">
          {tracks.map((t, i) => (
            <li key={t.id} className={'flex items-center gap-3 p-3 ' + (i === index ? 'bg-brand-50' : '')}>
              <button
                type="button"
                aria-current={i === index ? 'true' : undefined}
                onClick={() => {
                  setIndex(i);
                  setPlaying(true);
                }}
                className="flex-1 text-left"
              >
                <span className="font-medium">{t.title}</span>
                <span className="block text-sm text-muted">{t.artist}</span>
              </button>
              <span className="text-sm text-muted">{time(t.seconds)}</span>
              <button
                type="button"
                aria-label={(likes.has(t.id) ? 'Unlike ' : 'Like ') + t.title}
                aria-pressed={likes.has(t.id)}
                disabled={likes.loading}
                onClick={() => likes.toggle(t.id)}
                className="text-brand-600"
              >
                {likes.has(t.id) ? '♥' : '♡'}
              </button>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
