export default function App() {
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-50 p-8 text-slate-900">
      <div className="max-w-md text-center">
        <h1 className="text-3xl font-bold">My App</h1>
        <p className="mt-3 text-slate-600">Describe what you want to build and it will appear here.</p>
      </div>
    </main>
  );
}
