// The season a website's occasion is in ("our summer party"), which its date follows.

export type Season = 'spring' | 'summer' | 'autumn' | 'winter';

/** The season a description names for its occasion ("our summer party"), if any. */
export function seasonOf(text: string): Season | null {
  const m = /\b(spring|summer|autumn|fall|winter|christmas|holiday)\b/.exec(text);
  if (!m) return null;
  if (m[1] === 'fall') return 'autumn';
  if (m[1] === 'christmas' || m[1] === 'holiday') return 'winter';
  return m[1] as Season;
}
