import { type Item, useCollection } from '@shipwright/cloud';
import { useState } from 'react';
import { Button } from '../components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../components/ui/dialog';
import { Switch } from '../components/ui/switch';

// People and their access are saved in the app's own backend, so every change is kept.
const roles = ['Admin', 'Editor', 'Viewer'] as const;
type Role = (typeof roles)[number];

interface User {
  name: string;
  email: string;
  role: Role;
  active: boolean;
}

export function Users() {
  const users = useCollection<User>('users');
  const [query, setQuery] = useState('');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('Viewer');
  // Whom the confirmation dialog asks about removing, while it is open.
  const [removing, setRemoving] = useState<Item<User> | null>(null);
  // Loaded, and not failed before anything came: only then is an empty list really empty.
  const loaded = !users.loading && !(users.error && users.items.length === 0);
  const shown = users.items.filter((u) => (u.name + ' ' + u.email + ' ' + u.role).toLowerCase().includes(query.trim().toLowerCase()));
  // A change that fails shows up in users.error (below), so there is nothing more to do with it here.
  const save = (change: Promise<unknown>) => change.catch(() => undefined);
  return (
    <section aria-labelledby="users-title">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 id="users-title" className="text-3xl font-bold">
            Users
          </h1>
          {users.items.length > 0 && (
            <p className="text-muted">
              {users.items.filter((u) => u.active).length} active of {users.items.length}
            </p>
          )}
        </div>
        {users.items.length > 0 && (
          <label className="text-sm">
            <span className="sr-only">Search users</span>
            <input type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder="Search…" className="rounded-md border border-line bg-panel px-3 py-2" />
          </label>
        )}
      </div>
      <form
        aria-label="Add a user"
        className="mt-6 grid gap-2 rounded-xl border border-line bg-panel p-4 sm:grid-cols-[1fr_1fr_auto_auto]"
        onSubmit={(e) => {
          e.preventDefault();
          if (!name.trim() || !email.trim()) return;
          const saved = users.add({ name: name.trim(), email: email.trim(), role, active: true }).then(() => {
            setName('');
            setEmail('');
          });
          void save(saved);
        }}
      >
        <label className="text-sm font-medium">
          Name
          <input required value={name} onChange={(e) => setName(e.target.value)} className="mt-1 w-full rounded-md border border-line bg-surface px-3 py-2 font-normal" />
        </label>
        <label className="text-sm font-medium">
          Email
          <input required type="email" value={email} onChange={(e) => setEmail(e.target.value)} className="mt-1 w-full rounded-md border border-line bg-surface px-3 py-2 font-normal" />
        </label>
        <label className="text-sm font-medium">
          Role
          <select value={role} onChange={(e) => setRole(e.target.value as Role)} className="mt-1 block w-full rounded-md border border-line bg-surface px-3 py-2 font-normal">
            {roles.map((r) => (
              <option key={r}>{r}</option>
            ))}
          </select>
        </label>
        <Button type="submit" className="self-end">
          Add user
        </Button>
      </form>
      {users.error && (
        <p role="alert" className="mt-4 rounded-lg border border-red-500/40 bg-red-500/10 px-3 py-2 text-sm text-red-600">
          {users.error.code === 'network' ? 'Can’t reach the server. Check your connection.' : users.error.message}{' '}
          <button type="button" onClick={() => void users.reload()} className="font-semibold underline">
            Try again
          </button>
        </p>
      )}
      {users.loading && (
        <p role="status" className="mt-6 text-muted">
          Loading users…
        </p>
      )}
      {loaded && users.items.length === 0 && (
        <div className="mt-6 rounded-xl border border-dashed border-line p-8 text-center">
          <p className="text-lg font-semibold">No users yet</p>
          <p className="mt-1 text-muted">Add the first person who needs access. Roles and switches are saved as you change them.</p>
        </div>
      )}
      {users.items.length > 0 && (
        <div className="relative mt-6 overflow-x-auto rounded-xl border border-line bg-panel">
          <table className="w-full text-left text-sm">
            <thead className="bg-brand-50 text-brand-700">
              <tr>
                <th className="p-3">Name</th>
                <th className="p-3">Email</th>
                <th className="p-3">Role</th>
                <th className="p-3">Active</th>
                <th className="p-3">
                  <span className="sr-only">Remove</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {shown.map((u) => (
                <tr key={u.id}>
                  <td className="whitespace-nowrap p-3 font-medium">{u.name}</td>
                  <td className="p-3 text-muted">{u.email}</td>
                  <td className="p-3">
                    <select aria-label={'Role of ' + u.name} value={u.role} onChange={(e) => void save(users.update(u.id, { role: e.target.value as Role }))} className="rounded border border-line bg-surface px-2 py-1">
                      {roles.map((r) => (
                        <option key={r}>{r}</option>
                      ))}
                    </select>
                  </td>
                  <td className="p-3">
                    <Switch aria-label={'Active: ' + u.name} checked={u.active} onCheckedChange={(active) => void save(users.update(u.id, { active }))} />
                  </td>
                  <td className="p-3 text-right">
                    <Button variant="ghost" size="sm" aria-label={'Remove ' + u.name} onClick={() => setRemoving(u)} className="text-muted">
                      Remove
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {shown.length === 0 && <p className="p-3 text-muted">{'No users match “' + query.trim() + '”.'}</p>}
        </div>
      )}
      <Dialog open={removing !== null} onOpenChange={(open) => !open && setRemoving(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{'Remove ' + (removing?.name ?? '') + '?'}</DialogTitle>
            <DialogDescription>{(removing?.email ?? '') + ' loses access straight away. You can add them again later.'}</DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button
              variant="destructive"
              onClick={() => {
                if (removing) void save(users.remove(removing.id));
                setRemoving(null);
              }}
            >
              Remove
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </section>
  );
}
