import { useState } from 'react';
import { users as initial } from '../data';

export function Users() {
  const [users, setUsers] = useState(initial);
  const [query, setQuery] = useState('');
  const shown = users.filter((u) => (u.name + ' ' + u.email + ' ' + u.role).toLowerCase().includes(query.toLowerCase()));
  return (
    <section aria-labelledby="users-title">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 id="users-title" className="text-3xl font-bold">
            Users
          </h1>
          <p className="text-muted">
            {users.filter((u) => u.active).length} active of {users.length}
          </p>
        </div>
        <label className="text-sm">
          <span className="sr-only">Search users</span>
          <input type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder="Search…" className="rounded-md border border-line bg-panel px-3 py-2" />
        </label>
      </div>
      <div className="mt-6 overflow-x-auto rounded-xl border border-line bg-panel">
        <table className="w-full text-left text-sm">
          <thead className="bg-brand-50 text-brand-700">
            <tr>
              <th className="p-3">Name</th>
              <th className="p-3">Email</th>
              <th className="p-3">Role</th>
              <th className="p-3">Active</th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {shown.map((u) => (
              <tr key={u.id}>
                <td className="p-3 font-medium">{u.name}</td>
                <td className="p-3 text-muted">{u.email}</td>
                <td className="p-3">
                  <select aria-label={'Role of ' + u.name} value={u.role} onChange={(e) => setUsers(users.map((x) => (x.id === u.id ? { ...x, role: e.target.value } : x)))} className="rounded border border-line bg-surface px-2 py-1">
                    <option>Admin</option>
                    <option>Editor</option>
                    <option>Viewer</option>
                  </select>
                </td>
                <td className="p-3">
                  <input type="checkbox" role="switch" aria-label={'Active: ' + u.name} checked={u.active} onChange={() => setUsers(users.map((x) => (x.id === u.id ? { ...x, active: !x.active } : x)))} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
