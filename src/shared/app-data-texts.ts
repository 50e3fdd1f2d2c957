import { cloudSdkModule } from './app-template';

/** The builder's Database tab and the Deploy dialog's rules check: every word, kept once. */
export const appDataTexts = {
  tab: 'Database',
  loading: 'Loading data…',
  loadFailed: 'Could not load the app’s data.',
  retry: 'Try again',
  environment: 'Environment',
  preview: 'Preview',
  live: 'Live',
  environmentHint: {
    preview: 'What your preview stores. Live data is kept apart.',
    live: 'What visitors of the live link store.',
  },
  collections: 'Collections',
  collectionCount: (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'record' : 'records'}`,
  declaredOnly: 'In cloud.json, no records yet',
  usage: (records: number, limit: number) =>
    `${records.toLocaleString('en-US')} of ${limit.toLocaleString('en-US')} records used`,
  users: 'App users',
  files: 'Files',
  rules: 'Rules',

  emptyTitle: 'No data yet',
  emptyBody: `Apps built here save their data with ${cloudSdkModule}: each list of things (tasks, posts, messages) is a collection of records, stored on our servers for this app. Records appear here as soon as the app adds some. Ask in the chat for an app that saves data, or add a record yourself.`,
  emptyRules:
    'Who may read and change each collection is written in the project’s cloud.json. Without it, each visitor sees and changes only their own records.',
  liveNotDeployed: 'The app is not live yet. Deploy it to get a live link; its visitors’ data will show here.',
  chooseCollection: 'Choose a collection to see its records.',

  search: 'Search records',
  searchPlaceholder: 'Search…',
  noMatches: (text: string) => `No records match “${text}”.`,
  noRecords: 'This collection has no records yet.',
  addRecord: 'Add record',
  exportAs: (format: string) => `Export ${format}`,
  exportLabel: (collection: string, format: string) => `Export ${collection} as ${format}`,
  sortBy: (field: string) => `Sort by ${field}`,
  range: (from: number, to: number, total: number) =>
    `${from.toLocaleString('en-US')}–${to.toLocaleString('en-US')} of ${total.toLocaleString('en-US')}`,
  previousPage: 'Previous page',
  nextPage: 'Next page',
  owner: 'Added by',
  ownerKinds: { owner: 'You', device: 'Visitor', user: 'App user' } as Record<string, string>,
  editField: (field: string) => `Edit ${field}`,
  editHint:
    'Enter saves, Escape cancels. Text stays text; other fields take JSON: 5, true, null, "text in quotes", [lists] or {objects}.',
  saved: 'Saved',
  saveFailed: 'Could not save the change',
  deleteRecord: 'Delete record',
  deleteTitle: 'Delete this record?',
  deleteBody: (collection: string) =>
    `It is removed from “${collection}” for everyone using the app, right away. This cannot be undone.`,
  delete: 'Delete',
  cancel: 'Cancel',
  deleted: 'Record deleted',
  deleteFailed: 'Could not delete the record',

  addTitle: (collection: string) => `Add a record to ${collection}`,
  newCollectionTitle: 'Add a record',
  addDescription:
    'Write the record as a JSON object. It is added as yours: where the rules say “Own only”, visitors do not see it, and your own preview does.',
  collectionLabel: 'Collection',
  collectionHint: 'Lower-case letters, digits, - and _, starting with a letter. A new name makes a new collection.',
  jsonLabel: 'Record (JSON)',
  add: 'Add',
  added: 'Record added',
  notJson: (detail: string) => `This is not valid JSON: ${detail}`,
  notObject: 'A record is a JSON object, like { "title": "Hello", "done": false }.',

  usersEmpty:
    'No one has signed in to this app yet. When the app lets people sign in, they are listed here with their e-mail.',
  usersCount: (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'user' : 'users'}`,
  email: 'E-mail',
  joined: 'Joined',

  filesCount: (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'file' : 'files'}`,
  filesStorage: (used: string, limit: string) => `${used} of ${limit} storage used`,
  filesEmptyTitle: 'No files yet',
  filesEmptyBody: (megabytes: number) =>
    `Apps built here can let people upload images (PNG, JPEG, GIF, WebP) and PDFs, up to ${megabytes} MB each on your plan. Every upload shows here, with who added it.`,
  /** How an app uploads, around the call that the tab shows as code. */
  filesEmptyHow: {
    before: 'In the app, ',
    code: 'cloud.files.upload(file)',
    after: ` from ${cloudSdkModule} stores a file and returns its link, which the app keeps in a record to show it again. Ask in the chat for an app where people can add photos or documents.`,
  },
  fileName: 'Name',
  fileType: 'Type',
  fileSize: 'Size',
  fileAdded: 'Added',
  fileActions: 'Open or delete',
  fileTypes: {
    'image/png': 'PNG image',
    'image/jpeg': 'JPEG image',
    'image/gif': 'GIF image',
    'image/webp': 'WebP image',
    'application/pdf': 'PDF',
  } as Record<string, string>,
  /** Bytes, KB, MB or GB, with one decimal while it helps. */
  size: (bytes: number) => {
    const units = ['KB', 'MB', 'GB'];
    if (bytes < 1024) return `${bytes} B`;
    let value = bytes / 1024;
    let unit = 0;
    while (value >= 1024 && unit < units.length - 1) {
      value /= 1024;
      unit += 1;
    }
    return `${value < 10 ? Number(value.toFixed(1)) : Math.round(value)} ${units[unit]}`;
  },
  openFile: (name: string) => `Open ${name}`,
  noLink: 'The app is not live, so this file has no link.',
  deleteFile: (name: string) => `Delete ${name}`,
  deleteFileTitle: 'Delete this file?',
  deleteFileBody: (name: string) =>
    `“${name}” is removed from the app for everyone, and its link stops working wherever the app shows it. This cannot be undone.`,
  fileDeleted: 'File deleted',
  fileDeleteFailed: 'Could not delete the file',

  rulesTitle: 'Rules in force',
  rulesSourcePreview: 'From cloud.json in the newest working build of the preview.',
  rulesSourceLive: 'From cloud.json in the deployment that is live now.',
  rulesNoneServed: 'Nothing is served here yet, so no rules are in force.',
  rulesDefault: 'A collection not named in cloud.json, or an action not named for it, is “Own only”.',
  levels: {
    public: 'Anyone',
    'signed-in': 'Signed in',
    owner: 'Own only',
    none: 'Nobody',
  },
  levelMeanings: {
    public: 'any visitor of the app, all records',
    'signed-in': 'any signed-in app user, all records',
    owner: 'each visitor or user, only the records they added',
    none: 'no one through the app; you still can, here',
  },
  operations: { read: 'Read', create: 'Add', update: 'Change', delete: 'Delete' },
  publicWriteWarning: 'Anyone who opens the app can write here.',

  previewData: 'Preview data',
  clearPreview: 'Clear preview data',
  copyLive: 'Copy live data to preview',
  clearTitle: 'Clear all preview data?',
  clearBody:
    'Every record and uploaded file in the preview is deleted. Live data is not touched. Visitors of the preview keep their devices.',
  copyTitle: 'Replace preview data with a copy of live?',
  copyBody:
    'Every record and uploaded file in the preview is deleted, then the live app’s records (not its files) are copied in, owned by you. Live data is not touched.',
  cleared: (n: number, files: number) =>
    `Cleared ${n.toLocaleString('en-US')} preview ${n === 1 ? 'record' : 'records'}${
      files ? ` and ${files.toLocaleString('en-US')} ${files === 1 ? 'file' : 'files'}` : ''
    }`,
  copied: (n: number) => `Copied ${n.toLocaleString('en-US')} live ${n === 1 ? 'record' : 'records'} to the preview`,
  resetFailed: 'Could not change the preview data',
} as const;
