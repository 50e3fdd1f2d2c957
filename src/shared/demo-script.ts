/**
 * The live demo (/app-builder/demo): what it shows and when (spec section 4, "Demo project",
 * and the timings of section 9). It runs in the browser only; nothing here reaches a server.
 */

export const demoProjectId = 'demo';

export const demoTimings = {
  /** The script starts this long after the demo opens. */
  startDelayMs: 1000,
  /** The first user message is typed one word at a time. */
  wordDelayMs: 100,
  /** The pause between one message of the script and the next. */
  messageGapMs: 1000,
  buildStepMs: 800,
  buildSteps: 6,
  /** After the build reaches 100% and before the final reply. */
  endPauseMs: 1000,
  /** A message the visitor sends in the demo is answered after this long. */
  cannedReplyDelayMs: 1000,
} as const;

export const demoProject = {
  name: 'Zen Flow Yoga Booking',
  description: 'A booking app for my yoga studio with a weekly class schedule and an online booking form',
} as const;

export const demoScript = {
  firstUserMessage: 'Build a booking app for my yoga studio with a weekly class schedule and an online booking form',
  firstReply:
    "Great idea! I'll create a booking app for your studio: a weekly class schedule, a booking form where people pick a class and leave their details, and a calm, responsive design. Anything you'd like for the look?",
  secondUserMessage: 'Keep it calm and minimal, with soft greens, and confirm the booking right after it is made.',
  finalReply:
    'Your booking app is ready! I created 4 files:\n\n- `src/App.tsx`: the page with the weekly schedule\n- `src/components/BookingForm.tsx`: the booking form with a confirmation\n- `src/index.css`: the soft green theme\n- `package.json`: the project setup\n\nOpen the Code tab to look around, or tell me what to change next.',
  cannedReply:
    "This is the demo, so I can't build that here. Create a free account and describe your own app: I'll write the code, build it and show it live in the preview.",
} as const;

const appTsx = `import { BookingForm } from './components/BookingForm';

const schedule = [
  { day: 'Monday', time: '07:00', name: 'Sunrise Flow', teacher: 'Maya' },
  { day: 'Tuesday', time: '18:30', name: 'Yin & Restore', teacher: 'Jonas' },
  { day: 'Thursday', time: '12:15', name: 'Lunchtime Vinyasa', teacher: 'Maya' },
  { day: 'Saturday', time: '09:00', name: 'Gentle Beginners', teacher: 'Aiko' },
];

export default function App() {
  return (
    <main className="page">
      <header className="hero">
        <h1>Zen Flow Yoga</h1>
        <p>Breathe, move and slow down. Book your next class in a minute.</p>
      </header>
      <section aria-labelledby="schedule-title" className="card">
        <h2 id="schedule-title">This week</h2>
        <ul className="schedule">
          {schedule.map((item) => (
            <li key={item.day + item.time}>
              <span className="day">{item.day}</span>
              <span>{item.time}</span>
              <strong>{item.name}</strong>
              <span className="teacher">with {item.teacher}</span>
            </li>
          ))}
        </ul>
      </section>
      <BookingForm classes={schedule.map((item) => item.name)} />
    </main>
  );
}
`;

const bookingFormTsx = `import { type FormEvent, useState } from 'react';

interface BookingFormProps {
  classes: string[];
}

export function BookingForm({ classes }: BookingFormProps) {
  const [booked, setBooked] = useState<string | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setBooked(\`\${data.get('name')}, you're booked for \${data.get('class')}.\`);
    event.currentTarget.reset();
  }

  return (
    <section aria-labelledby="booking-title" className="card">
      <h2 id="booking-title">Book a class</h2>
      <form onSubmit={handleSubmit} className="form">
        <label>
          Class
          <select name="class" required>
            {classes.map((name) => (
              <option key={name}>{name}</option>
            ))}
          </select>
        </label>
        <label>
          Your name
          <input name="name" required autoComplete="name" />
        </label>
        <label>
          Email
          <input name="email" type="email" required autoComplete="email" />
        </label>
        <button type="submit">Book my spot</button>
      </form>
      {booked && <p role="status" className="confirmation">{booked} See you on the mat!</p>}
    </section>
  );
}
`;

const indexCss = `:root {
  --sage-50: #f3f7f2;
  --sage-200: #cfe0cb;
  --sage-600: #5b7f55;
  --sage-800: #34502f;
  font-family: 'Inter', system-ui, sans-serif;
  color: var(--sage-800);
  background: var(--sage-50);
}

.page {
  max-width: 720px;
  margin: 0 auto;
  padding: 48px 20px;
  display: grid;
  gap: 24px;
}

.hero h1 {
  font-size: 2.5rem;
  margin: 0;
}

.card {
  background: white;
  border: 1px solid var(--sage-200);
  border-radius: 16px;
  padding: 24px;
}

.schedule li {
  display: grid;
  grid-template-columns: 110px 70px 1fr auto;
  gap: 12px;
  padding: 10px 0;
  border-bottom: 1px solid var(--sage-50);
}

.form {
  display: grid;
  gap: 14px;
}

.form button {
  background: var(--sage-600);
  color: white;
  border: 0;
  border-radius: 999px;
  padding: 12px 20px;
  font-weight: 600;
}

.confirmation {
  color: var(--sage-600);
  font-weight: 600;
}
`;

const packageJson = `{
  "name": "zen-flow-yoga",
  "private": true,
  "version": "0.1.0",
  "type": "module",
  "scripts": {
    "dev": "vite",
    "build": "tsc -b && vite build",
    "preview": "vite preview"
  },
  "dependencies": {
    "react": "^19.0.0",
    "react-dom": "^19.0.0"
  },
  "devDependencies": {
    "@vitejs/plugin-react": "^5.0.0",
    "typescript": "^5.8.0",
    "vite": "^7.0.0"
  }
}
`;

/** The four sample files that appear at the end of the script (ordered by path, as the server orders them). */
export const demoFiles = [
  { filePath: 'package.json', fileType: 'json', content: packageJson },
  { filePath: 'src/App.tsx', fileType: 'tsx', content: appTsx },
  { filePath: 'src/components/BookingForm.tsx', fileType: 'tsx', content: bookingFormTsx },
  { filePath: 'src/index.css', fileType: 'css', content: indexCss },
] as const;
