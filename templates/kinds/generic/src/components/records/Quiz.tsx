import { useId, useRef, useState } from 'react';
import type { RecordSchema } from '../../schema';
import { Button } from '../ui/button';
import { Input } from '../ui/input';
import { Label } from '../ui/label';
import { fieldsOf, type SavedRecord, textOf } from './fields';

interface Card {
  id: string;
  prompt: string;
  answer: string;
}

/** The field a card's answer is in: one named like an answer, else the first text besides the title. */
export function answerField(schema: RecordSchema) {
  const texts = fieldsOf(schema, 'text', 'longtext').filter((f) => f.key !== schema.title);
  return texts.find((f) => /answer|back|meaning|translation|definition/i.test(`${f.key} ${f.label}`)) ?? texts[0];
}

// Letters and digits as typed, whatever the case, spacing or punctuation: "Don't!" is "dont".
const plain = (text: string) => text.toLowerCase().replace(/\p{P}/gu, '').replace(/\s+/g, ' ').trim();

/** Whether a typed answer says the same as the card's. */
export const sameAnswer = (given: string, expected: string) => plain(given) !== '' && plain(given) === plain(expected);

/** A number from 0 to 1 that is the same for the same text (FNV-1a), for an order that is random but stays put. */
function rank(text: string) {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 16777619);
  return (hash >>> 0) / 2 ** 32;
}

/**
 * The cards shuffled by `seed`. The order comes from each card's id rather than a shuffled list, so
 * cards added or deleted during a round join or leave it without reshuffling the rest.
 */
export const deal = <T extends { id: string }>(cards: readonly T[], seed: string) =>
  [...cards].sort((a, b) => rank(`${seed}:${a.id}`) - rank(`${seed}:${b.id}`));

const newSeed = () => Math.random().toString(36).slice(2);

/** Flashcards over the records: the title is the question, the answer field the answer. */
export function Quiz({ records, schema }: { records: readonly SavedRecord[]; schema: RecordSchema }) {
  const id = useId();
  const [seed, setSeed] = useState(newSeed);
  // Whether each card answered this round was known, by id.
  const [results, setResults] = useState<Record<string, boolean>>({});
  // A card just checked stays on screen, with its verdict, until Next.
  const [checked, setChecked] = useState<string | null>(null);
  const [revealed, setRevealed] = useState(false);
  const [typed, setTyped] = useState('');
  // Set by an answer, so what comes next (a card, the score) takes keyboard focus once it shows.
  const moved = useRef(false);
  const land = (node: HTMLElement | null) => {
    if (node && moved.current) {
      moved.current = false;
      node.focus();
    }
  };

  const answer = answerField(schema);
  const title = schema.fields.find((f) => f.key === schema.title);
  if (!answer) return null;
  const cards: Card[] = records.flatMap((record) => {
    const prompt = title ? textOf(record, title) : '';
    const said = textOf(record, answer);
    return prompt && said ? [{ id: record.id, prompt, answer: said }] : [];
  });
  const card = cards.find((c) => c.id === checked) ?? deal(cards, seed).find((c) => !(c.id in results));
  const answered = cards.filter((c) => c.id in results).length;
  const known = cards.filter((c) => results[c.id]).length;
  const singular = schema.singular.toLowerCase();
  const heading = /card/i.test(schema.plural) ? 'Study' : 'Quiz';

  const next = () => {
    moved.current = true;
    setChecked(null);
    setRevealed(false);
    setTyped('');
  };
  const judge = (cardId: string, knew: boolean) => setResults((current) => ({ ...current, [cardId]: knew }));
  const check = () => {
    if (!card || typed.trim() === '') return;
    judge(card.id, sameAnswer(typed, card.answer));
    setChecked(card.id);
    setRevealed(true);
    moved.current = true;
  };
  const reveal = () => {
    setRevealed(true);
    moved.current = true;
  };
  const restart = () => {
    setSeed(newSeed());
    setResults({});
    next();
  };

  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-line bg-panel p-4 sm:p-6">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${id}-title`} className="font-semibold text-lg">
          {heading}
        </h2>
        {/* The score shows from the start, so it is clear the round keeps one. */}
        {cards.length > 0 && <p className="text-muted text-sm tabular-nums">{`Score: ${known} / ${answered}`}</p>}
      </div>

      {cards.length === 0 && (
        <p className="mt-2 text-muted">
          {`Add ${/^[aeiou]/i.test(singular) ? 'an' : 'a'} ${singular} with its ${answer.label.toLowerCase()} to start a quiz.`}
        </p>
      )}

      {cards.length > 0 && !card && (
        <div className="mt-4 grid justify-items-start gap-3">
          <p ref={land} tabIndex={-1} className="font-bold text-2xl outline-none">
            {`You scored ${known} of ${answered}`}
          </p>
          <p className="text-muted">
            {known === answered ? 'Every one. Well done!' : `${answered - known} to practise again.`}
          </p>
          <Button onClick={restart}>Start again</Button>
        </div>
      )}

      {card && (
        <div key={card.id} className="mt-4 grid gap-4">
          <p className="text-muted text-sm">{`${schema.singular} ${answered + (checked ? 0 : 1)} of ${cards.length}`}</p>
          <p id={`${id}-prompt`} className="whitespace-pre-line font-bold text-2xl">
            {card.prompt}
          </p>

          {!revealed && (
            <div className="flex flex-wrap items-end gap-2">
              <div className="grid min-w-48 flex-1 gap-1.5">
                <Label htmlFor={`${id}-typed`}>Your answer</Label>
                <Input
                  ref={land}
                  id={`${id}-typed`}
                  value={typed}
                  autoComplete="off"
                  aria-describedby={`${id}-prompt`}
                  onChange={(e) => setTyped(e.target.value)}
                  // Not a form (the page's first form adds a record), so Enter checks from here; its
                  // default is stopped so it does not also press Next, which takes focus.
                  onKeyDown={(e) => {
                    if (e.key !== 'Enter') return;
                    e.preventDefault();
                    check();
                  }}
                />
              </div>
              <Button onClick={check} disabled={typed.trim() === ''}>
                Check
              </Button>
              <Button variant="outline" onClick={reveal}>
                Reveal answer
              </Button>
            </div>
          )}

          {/* The verdict and the answer are read out as they appear. */}
          <div role="status">
            {revealed && (
              <div className="grid gap-1 rounded-lg border border-line p-3">
                {checked && (
                  <p className={`font-semibold ${results[card.id] ? 'text-brand-600' : 'text-destructive'}`}>
                    {results[card.id] ? 'Correct!' : 'Not quite.'}
                  </p>
                )}
                <p className="text-muted text-sm">{answer.label}</p>
                <p className="whitespace-pre-line text-lg">{card.answer}</p>
              </div>
            )}
          </div>

          {revealed && (
            <div className="flex flex-wrap gap-2">
              {checked ? (
                <Button ref={land} onClick={next}>
                  Next
                </Button>
              ) : (
                <>
                  <Button
                    ref={land}
                    onClick={() => {
                      judge(card.id, true);
                      next();
                    }}
                  >
                    I knew it
                  </Button>
                  <Button
                    variant="outline"
                    onClick={() => {
                      judge(card.id, false);
                      next();
                    }}
                  >
                    Not yet
                  </Button>
                </>
              )}
            </div>
          )}
        </div>
      )}
    </section>
  );
}
