import { useMarks } from '@shipwright/cloud';
import { useState } from 'react';
import { courses } from '../data';

export function Courses() {
  const [openId, setOpenId] = useState(courses[0]?.id ?? 0);
  // The lessons the visitor finished ("course id:lesson"), kept in the app's backend.
  const progress = useMarks<string>('progress', 'lesson');
  return (
    <section aria-labelledby="courses-title">
      <h1 id="courses-title" className="text-3xl font-bold">
        Courses
      </h1>
      {progress.error && (
        <p role="alert" className="mt-4 text-sm text-red-600">
          Your progress could not be saved.{' '}
          <button type="button" onClick={() => void progress.reload()} className="font-semibold underline">
            Try again
          </button>
        </p>
      )}
      <div className="mt-6 space-y-4">
        {courses.map((c) => {
          const finished = c.lessons.filter((l) => progress.has(c.id + ':' + l)).length;
          const percent = Math.round((finished / c.lessons.length) * 100);
          return (
            <article key={c.id} className="rounded-xl border border-line bg-panel p-5">
              <button type="button" aria-expanded={openId === c.id} onClick={() => setOpenId(openId === c.id ? 0 : c.id)} className="flex w-full items-center justify-between text-left">
                <span>
                  <span className="text-lg font-semibold">{c.title}</span>
                  <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs text-brand-700">{c.level}</span>
                </span>
                <span className="text-sm text-muted">{percent}% complete</span>
              </button>
              <div className="mt-3 h-2 rounded-full bg-brand-100" role="progressbar" aria-valuenow={percent} aria-valuemin={0} aria-valuemax={100} aria-label={c.title + ' progress'}>
                <div className="h-2 rounded-full bg-brand-600" style={{ width: percent + '%' }} />
              </div>
              {openId === c.id && (
                <ul className="mt-4 space-y-2">
                  {c.lessons.map((l) => (
                    <li key={l}>
                      <label className="flex items-center gap-2">
                        <input type="checkbox" checked={progress.has(c.id + ':' + l)} disabled={progress.loading} onChange={() => progress.toggle(c.id + ':' + l)} />
                        {l}
                      </label>
                    </li>
                  ))}
                </ul>
              )}
            </article>
          );
        })}
      </div>
    </section>
  );
}
