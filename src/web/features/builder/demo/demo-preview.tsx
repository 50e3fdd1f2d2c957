import { CalendarDaysIcon, StarIcon, UsersIcon } from 'lucide-react';
import { builderTexts } from '../../../../shared/builder-texts';

// What the demo "built": a static picture of the yoga booking app from the demo's files. The
// numbers are placeholders (spec: demo preview marketing numbers are static).
const classes = [
  { day: 'Mon', time: '07:00', name: 'Sunrise Flow', teacher: 'Maya' },
  { day: 'Tue', time: '18:30', name: 'Yin & Restore', teacher: 'Jonas' },
  { day: 'Thu', time: '12:15', name: 'Lunchtime Vinyasa', teacher: 'Maya' },
  { day: 'Sat', time: '09:00', name: 'Gentle Beginners', teacher: 'Aiko' },
];

const stats = [
  { icon: CalendarDaysIcon, value: '12', label: 'classes a week' },
  { icon: UsersIcon, value: '340+', label: 'members' },
  { icon: StarIcon, value: '4.9', label: 'average rating' },
];

export function DemoPreview() {
  return (
    <div className="h-full overflow-y-auto bg-[#f3f7f2] text-[#34502f]">
      <div role="img" aria-label="Preview of the demo app: Zen Flow Yoga" className="mx-auto max-w-2xl space-y-5 p-6">
        <div>
          <p className="text-xs font-semibold tracking-widest text-[#5b7f55] uppercase">Book your next class</p>
          <p className="mt-1 text-3xl font-bold">Zen Flow Yoga</p>
          <p className="mt-1 text-sm text-[#5b7f55]">Breathe, move and slow down. Book your next class in a minute.</p>
        </div>
        <div className="grid grid-cols-3 gap-3">
          {stats.map(({ icon: Icon, value, label }) => (
            <div key={label} className="rounded-xl border border-[#cfe0cb] bg-white p-3">
              <Icon aria-hidden className="size-4 text-[#5b7f55]" />
              <p className="mt-1 text-lg font-bold">{value}</p>
              <p className="text-xs text-[#5b7f55]">{label}</p>
            </div>
          ))}
        </div>
        <div className="rounded-2xl border border-[#cfe0cb] bg-white p-4">
          <p className="font-semibold">This week</p>
          <ul className="mt-2 divide-y divide-[#f3f7f2] text-sm">
            {classes.map((c) => (
              <li key={c.name} className="flex items-center gap-3 py-2">
                <span className="w-10 font-medium">{c.day}</span>
                <span className="w-12 tabular-nums text-[#5b7f55]">{c.time}</span>
                <span className="flex-1 font-semibold">{c.name}</span>
                <span className="hidden text-xs text-[#5b7f55] sm:inline">with {c.teacher}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="rounded-2xl border border-[#cfe0cb] bg-white p-4">
          <p className="font-semibold">Book a class</p>
          <div className="mt-3 grid gap-2 sm:grid-cols-2">
            {['Sunrise Flow', 'Your name', 'Email'].map((field) => (
              <div key={field} className="rounded-lg border border-[#cfe0cb] px-3 py-2 text-sm text-[#5b7f55]/80">
                {field}
              </div>
            ))}
            <div className="rounded-full bg-[#5b7f55] px-4 py-2 text-center text-sm font-semibold text-white">
              Book my spot
            </div>
          </div>
        </div>
        <p className="text-center text-xs text-[#5b7f55]/70">{builderTexts.demoPreviewNote}</p>
      </div>
    </div>
  );
}
