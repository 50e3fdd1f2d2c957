/**
 * What the preview's reporter sent, when `event` comes from the project's own preview `origin`
 * and says so; null for anything else, which the builder does not trust.
 */
export function previewMessage(event: MessageEvent, origin: string): Record<string, unknown> | null {
  const data: unknown = event.data;
  if (event.origin !== origin || typeof data !== 'object' || data === null) return null;
  return (data as { source?: unknown }).source === 'shipwright-preview' ? (data as Record<string, unknown>) : null;
}
