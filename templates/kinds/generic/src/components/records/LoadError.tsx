/** Why the records could not be loaded or saved, with a way to try again. */
export function LoadError({ error, onRetry }: { error: { code: string; message: string }; onRetry: () => void }) {
  return (
    <p role="alert" className="rounded-lg border border-red-500/40 bg-red-500/10 px-3 py-2 text-sm text-red-600">
      {error.code === 'network' ? 'Can’t reach the server. Check your connection.' : error.message}{' '}
      <button type="button" onClick={onRetry} className="font-semibold underline">
        Try again
      </button>
    </p>
  );
}
