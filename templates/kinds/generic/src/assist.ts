// Stand-in for the generated src/assist.ts: what the Assist page asks the app's AI, in the words of
// the description (see records/assist.ts in src/server/ai/builtin-engine).

export const assist = {
  title: 'Suggest a recipe',
  intro: 'Tell me what’s in your fridge and I’ll suggest something to cook.',
  label: 'What’s in your fridge?',
  placeholder: 'eggs, spinach, half an onion, feta…',
  button: 'Suggest a recipe',
  system:
    'You help people suggest a recipe from what they have. Answer in plain text: a short title line, then a few lines of steps. Be concrete and brief.',
};
