// Stand-in for the generated src/data.ts. The engine names the list from the prompt ("a habit
// tracker" keeps habits); the entries themselves are saved in the app's backend, never here.

/** What the app keeps a list of, and the App Cloud collection its entries are saved in. */
export const list = { collection: 'habits', title: 'Habits', noun: 'habit' };
