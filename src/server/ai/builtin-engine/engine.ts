import { rulesFile } from '../../../shared/cloud/rules';
import type { Starter } from './app/starter';
import { blocksFor, fileBlock } from './blocks';
import { applyFollowUp, providerHint } from './follow-up/follow-up';
import { describeApp, generateFiles, rulesSource } from './generate';
import { KINDS } from './kinds/kinds';
import { type Archetype, detectArchetype } from './understand/archetypes';
import { findColour } from './understand/colours';
import { type AppSpec, buildSpec } from './understand/spec';

export interface EngineInput {
  messages: Array<{ role: 'user' | 'assistant'; content: string }>;
  files: Record<string, string>;
  frozen: string[];
  /** The user's standing instructions for the project, as they wrote them. */
  customInstructions?: string;
  /** Discuss mode: answer and advise only, no file blocks. */
  discuss?: boolean;
  /** What every project starts from: a first reply builds on it, and a project still equal to it is fresh. */
  starter: Starter;
}

const DISCUSS_NOTE = 'Discuss mode is on, so I haven’t changed any files.';

/** True while the project holds nothing but the untouched starter. */
export function isFreshProject(files: Record<string, string>, starter: Starter): boolean {
  return Object.entries(files).every(([path, content]) => starter.files[path] === content || !path.startsWith('src/'));
}

// Of the user's standing instructions, only an explicit colour or dark preference counts.
function withInstructions(spec: AppSpec, prompt: string, instructions: string): AppSpec {
  const colourHint = /\b(?:colou?rs?|accent|brand|theme)\b[^.\n]{0,40}/i.exec(instructions)?.[0];
  const accent = colourHint ? findColour(colourHint) : null;
  const dark = /\b(?:prefer|always use|use)\s+(?:a\s+)?dark\b/i.test(instructions);
  return { ...spec, accent: findColour(prompt) === null && accent ? accent : spec.accent, dark: spec.dark || dark };
}

function frozenNote(skipped: string[]): string {
  if (skipped.length === 0) return '';
  const list = skipped.map((p) => `\`${p}\``).join(', ');
  return `\n\n${list} ${skipped.length === 1 ? 'is' : 'are'} frozen, so I left ${skipped.length === 1 ? 'it' : 'them'} unchanged; unfreeze ${skipped.length === 1 ? 'it' : 'them'} if you want that part of the change.`;
}

function sentence(parts: string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

// "turn it into a music app", "build a blog instead": a new kind of app replaces the generated one.
const NEW_APP = /\b(?:build|create|make|generate|turn (?:it|this) into|switch (?:it )?to|start over with)\b/i;

// …and it must name a kind of app ("a music app", "into an online store"), so a vague "make the
// store look nicer" never throws the app away.
const A_NEW_KIND =
  /\b(?:into|a|an|as)\s+(?:[\w-]+\s+){0,3}(?:app|application|site|website|store|shop|blog|dashboard|portfolio|platform|page|manager|player)\b/i;

function rebuild(input: EngineInput, prompt: string, frozen: Set<string>): string {
  const spec = withInstructions(buildSpec(prompt), prompt, input.customInstructions ?? '');
  if (input.discuss) return `${DISCUSS_NOTE} ${describeApp(spec).replace(/^I built/, 'I would rebuild the app as')}`;
  const generated = generateFiles(spec, input.files, input.starter);
  const next = { ...input.files, ...generated };
  // The old main page is replaced by the new kind's; other files the user added stay.
  const oldPage = /\(kind: (\w+)\)/.exec(input.files['src/data.ts'] ?? '')?.[1] as Archetype | undefined;
  const oldKind = oldPage && oldPage in KINDS ? KINDS[oldPage] : null;
  const oldPath = oldKind ? `src/pages/${oldKind.page.component}.tsx` : '';
  if (oldPath && !generated[oldPath]) delete next[oldPath];
  // So do the old kind's backend rules, unless the user has changed them (compared without the
  // final newline, which a written file does not keep).
  const oldRules = oldKind?.cloud?.rules ? rulesSource(oldKind.cloud.rules).trim() : null;
  if (oldRules && !generated[rulesFile] && input.files[rulesFile]?.trim() === oldRules) delete next[rulesFile];
  const { blocks, skipped } = blocksFor(input.files, next, frozen);
  const prose = describeApp(spec).replace(/^I built/, 'I rebuilt the app as');
  return `${prose}${frozenNote(skipped)}\n\n${blocks.join('\n\n')}\n`;
}

/** The built-in engine's whole reply (prose plus file-edit blocks) for the conversation so far. */
export function generateReply(input: EngineInput): string {
  const prompt =
    [...input.messages]
      .reverse()
      .find((m) => m.role === 'user')
      ?.content.trim() ?? '';
  const frozen = new Set(input.frozen);
  if (!prompt) return 'Tell me what you would like to build, for example “an online store for my plant shop”.';

  if (isFreshProject(input.files, input.starter)) {
    const spec = withInstructions(buildSpec(prompt), prompt, input.customInstructions ?? '');
    if (input.discuss) {
      return `${DISCUSS_NOTE} ${describeApp(spec).replace(/^I built/, 'I would build')} Turn discuss mode off and send the request again to build it.`;
    }
    const generated = generateFiles(spec, input.files, input.starter);
    const blocks: string[] = [];
    const skipped: string[] = [];
    for (const [path, content] of Object.entries(generated)) {
      if (input.files[path] === content) continue;
      if (frozen.has(path)) skipped.push(path);
      else blocks.push(fileBlock(path, content));
    }
    return `${describeApp(spec)}${frozenNote(skipped)}\n\n${blocks.join('\n\n')}\n`;
  }

  const work = applyFollowUp(prompt, input.files);
  const { blocks, skipped } = blocksFor(input.files, work.files, frozen);
  const problems = work.problems.filter((p) => p !== 'UNSUPPORTED');
  if (work.problems.includes('UNSUPPORTED') && work.done.length === 0) {
    if (NEW_APP.test(prompt) && A_NEW_KIND.test(prompt) && detectArchetype(prompt) !== 'generic') {
      return rebuild(input, prompt, frozen);
    }
    return `I can’t do that with the built-in engine. ${providerHint(input.files)}`;
  }
  if (input.discuss) {
    const base = (done: string) =>
      done
        .replace(/^made\b/, 'make')
        .replace(/^(chang|switch|renam|add|remov)ed\b/, (_m, stem: string) =>
          stem.endsWith('h') || stem === 'add' ? stem : `${stem}e`,
        );
    const plan = work.done.length > 0 ? ` I would ${sentence(work.done.map(base))}.` : '';
    const notes = work.notes.map((note) => ` ${note}`).join('');
    const next = plan
      ? ' Turn discuss mode off and ask again to apply it.'
      : notes
        ? ''
        : ` ${providerHint(input.files)}`;
    return `${DISCUSS_NOTE}${plan}${notes}${next}`;
  }
  const parts: string[] = [];
  if (work.done.length > 0 && blocks.length > 0) parts.push(`Done: I ${sentence(work.done)}.`);
  if (problems.length > 0) parts.push(`I couldn’t do everything: ${problems.join('; ')}.`);
  parts.push(...work.notes);
  if (blocks.length === 0 && skipped.length === 0 && problems.length === 0 && work.notes.length === 0) {
    parts.push('The app already looks like that, so nothing needed changing.');
  }
  const text = `${parts.join(' ')}${frozenNote(skipped)}`.trim();
  return blocks.length > 0 ? `${text}\n\n${blocks.join('\n\n')}\n` : text;
}
