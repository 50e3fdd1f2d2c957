const maxTries = 3;
const longestWaitSeconds = 5;

/**
 * fetch that tries a read again when the server sheds load (503 with Retry-After, see the
 * server's admission gate): a busy moment then costs the user a short wait, not an error.
 * Writes are never repeated, since the first may have been applied.
 */
export async function retryingFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
  for (let attempt = 1; ; attempt++) {
    const res = await fetch(input, init);
    const wait = Number(res.headers.get('retry-after'));
    const retry =
      res.status === 503 && method === 'GET' && attempt < maxTries && wait > 0 && wait <= longestWaitSeconds;
    if (!retry) return res;
    await new Promise((resolve) => setTimeout(resolve, wait * 1000 * (0.75 + Math.random() / 2)));
  }
}
