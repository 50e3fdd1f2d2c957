/**
 * @shipwright/cloud: a generated app's own backend. Records live on the server, per app and per
 * environment (the preview never touches the live app's data), and each visitor gets an
 * anonymous device identity kept in this browser, so their data survives reloads.
 *
 *   const todos = cloud.collection<Todo>('todos');
 *   await todos.add({ title: 'Water the plants', done: false });
 *   const { items } = await todos.list({ where: [{ field: 'done', op: 'eq', value: false }] });
 *
 * In React, `useCollection` gives the items, loading and error states, and stays live;
 * `useSamples` fills an empty collection with sample records in the preview, once per visitor;
 * `useMarks` keeps a set of marked values (likes, finished lessons) that toggle at once; `useUser` signs app users in with a 6-digit code e-mailed to them (cloud.auth outside React).
 * `cloud.functions.invoke('notify', { … })` calls the app's own server code (functions/notify.ts).
 * `cloud.ai.text({ prompt })` asks the app's AI on the server (`cloud.ai.object`, `cloud.ai.stream` too).
 * `cloud.email.notifyOwner({ subject, text })` e-mails the app's owner, where cloud.json's `email.notifyOwner` allows.
 * `cloud.payments.checkout({ items: [{ product, quantity }], successPath })` takes payment for `products` records; orders land in `orders`.
 */
import { ai } from './ai';
import { auth } from './auth';
import { collection } from './collection';
import { email } from './email';
import { files } from './files';
import { functions } from './functions';
import { payments } from './payments';

export { useMarks } from './marks';
export { useCollection, useUser } from './react';
export { environment, useSamples } from './samples';
export type {
  AiObjectOptions,
  AiTextOptions,
  AppUser,
  Change,
  CheckoutItem,
  CheckoutOptions,
  CloudFile,
  EmailMessage,
  Filter,
  FilterOperator,
  FunctionAi,
  FunctionCaller,
  FunctionCloud,
  FunctionCollection,
  FunctionContext,
  Item,
  ListOptions,
  NotifyOwnerOptions,
  Order,
  OrderStatus,
  Scalar,
} from './types';
export { CloudError } from './types';

export const cloud = { collection, auth, files, functions, ai, email, payments };
