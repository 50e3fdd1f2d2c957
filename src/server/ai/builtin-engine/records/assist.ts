import { NAVIGATION, withPage } from '../app/lists';
import { q } from '../app/shell';
import { templateFile } from '../app/templates';
import type { AssistAsk } from '../understand/server-asks';

// A list app whose description asks the app to think ("suggest a recipe from what's in my
// fridge") gets a page that asks the app's AI (cloud.ai, answered on the server by the owner's
// model), streams its answer, and keeps the answers the visitor wants in App Cloud.

export const ASSIST_PAGE = { id: 'assist', component: 'Assist' } as const;

const article = (word: string) => (/^(?:an?|some|the|my|new)\s/.test(word) ? word : `a ${word}`);

/** src/assist.ts: the page's words and the model's instructions, from the description. */
function assistSource(ask: AssistAsk): string {
  const thing = article(ask.thing);
  const from = ask.from.replace(/\bmy\b/g, 'your').replace(/\bi\b/g, 'you');
  const title = `${ask.verb} ${thing}`;
  return `// What the ${ask.verb} page asks the app's AI. Edit the words freely; \`system\` tells the model how to answer.

export const assist = {
  title: ${q(title)},
  intro: ${q(`Tell me ${from} and I’ll ${ask.verb.toLowerCase()} ${thing}.`)},
  label: ${q(`${capital(from)}?`)},
  placeholder: ${q('Write a few words…')},
  button: ${q(title)},
  system: ${q(`You ${ask.verb.toLowerCase()} ${thing} from ${from}, as the person describes it. Answer in plain text: a short title line, then a few concrete lines. Be brief and friendly.`)},
};
`;
}

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The page, its words, and its place in the navigation after the list. */
export function assistFiles(ask: AssistAsk, files: Record<string, string>): Record<string, string> {
  const navigation = files[NAVIGATION];
  return {
    'src/assist.ts': assistSource(ask),
    'src/pages/Assist.tsx': templateFile('kinds/generic/src/pages/Assist.tsx'),
    ...(navigation ? { [NAVIGATION]: withPage(navigation, { ...ASSIST_PAGE, label: ask.verb }) } : {}),
  };
}

/** What the first reply says of it. */
export function assistSays(ask: AssistAsk): string {
  return ` The ${ask.verb} page asks the app’s AI to ${ask.verb.toLowerCase()} ${article(ask.thing)} from ${ask.from.replace(/\bmy\b/g, 'your')} and shows the answer as it is written; answers worth keeping are saved in the app’s backend. It goes through \`cloud.ai\` on the server, so no key is in the app, and it is counted against the app’s AI limits in the Services tab. While no AI model is set up (connect an OpenAI key under Integrations), the page shows a notice saying so instead of an answer.`;
}
