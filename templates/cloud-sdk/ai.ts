import { deviceToken, failure, request, send } from './client';
import type { AiObjectOptions, AiTextOptions } from './types';

/**
 * The app's AI, answered on the server by its owner's model: no key is in the browser. Each call
 * counts against the app's and this visitor's limits; a refusal throws a CloudError whose `code`
 * says why (`ai_not_configured` when no model is set up, `ai_visitor_limit`, `ai_app_limit`,
 * `ai_owner_budget`), with a `message` fit to show.
 */
export const ai = {
  /** The model's answer to a prompt (or a conversation). */
  text: (options: AiTextOptions) => request<{ text: string }>('POST', '/ai/text', options),

  /** An object shaped by a JSON schema: `{ type: 'object', properties: { … }, required: [ … ] }`. */
  object: <T = Record<string, unknown>>(options: AiObjectOptions) =>
    request<{ object: T }>('POST', '/ai/object', options),

  /** The answer as it is written, piece by piece: `for await (const piece of cloud.ai.stream({ prompt }))`. */
  async *stream(options: AiTextOptions): AsyncGenerator<string> {
    const response = await send('POST', '/ai/stream', options, await deviceToken());
    if (!response.ok) throw await failure(response);
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      const piece = decoder.decode(value, { stream: true });
      if (piece) yield piece;
    }
  },
};
