import type { Agent } from 'node:http';
import { HostClient, type Reply } from './http-load';

/**
 * One simulated person: their own client address (the server runs with TRUST_PROXY, as behind
 * a load balancer), their session cookie and their project, built by the built-in engine.
 */
export class LoadUser {
  cookie = '';
  projectId = '';
  previewHost = '';
  private readonly main: HostClient;

  constructor(
    private readonly serverUrl: string,
    private readonly agent: Agent,
    readonly address: string,
    readonly email: string,
  ) {
    this.main = new HostClient(serverUrl, new URL(serverUrl).host, agent);
  }

  send(method: string, path: string, body?: unknown): Promise<Reply> {
    return this.main.send(method, path, body, {
      'x-forwarded-for': this.address,
      origin: this.serverUrl,
      ...(this.cookie ? { cookie: this.cookie } : {}),
    });
  }

  /** A page of the user's app on its preview host. */
  previewPage(path: string): Promise<Reply> {
    return new HostClient(this.serverUrl, this.previewHost, this.agent).send('GET', path);
  }

  /** Sends a chat message and reads the reply's events to their end, as the builder does. */
  async chat(content: string): Promise<Reply> {
    const sent = await this.send('POST', `/api/projects/${this.projectId}/messages`, { content });
    if (sent.status !== 202) return sent;
    // The events stream ends after `done`; HostClient reads it whole.
    const events = await this.send('GET', `/api/projects/${this.projectId}/generation/events`);
    if (!events.text.includes('event: done')) return { status: 599, text: 'the reply stream ended without done' };
    return events;
  }
}

const cookieOf = (reply: Reply) =>
  ([] as string[])
    .concat(reply.headers?.['set-cookie'] ?? [])
    .map((line) => line.split(';')[0])
    .join('; ');

/** Signs up through HTTP, follows the e-mailed link, and builds a first app from `prompt`. */
export async function prepareUser(serverUrl: string, agent: Agent, n: number, prompt: string) {
  const address = `10.${Math.floor(n / 250) + 20}.${n % 250}.7`;
  const user = new LoadUser(serverUrl, agent, address, `load-${Date.now().toString(36)}-${n}@example.com`);
  const signUp = await user.send('POST', '/api/auth/sign-up/email', {
    email: user.email,
    password: 'load-password-1',
    name: '',
  });
  if (signUp.status !== 200) throw new Error(`sign-up: ${signUp.status} ${signUp.text}`);
  // The dev mailbox answers loopback peers only: asked without the simulated address.
  const mailbox = await new HostClient(serverUrl, new URL(serverUrl).host, agent).send(
    'GET',
    `/dev/mailbox?to=${encodeURIComponent(user.email)}`,
  );
  const link = new URL(/(https?:\/\/[^\s"\\]+)/.exec(mailbox.text)?.[1] ?? '');
  user.cookie = cookieOf(await user.send('GET', link.pathname + link.search));
  if (!user.cookie) throw new Error('the confirmation link did not sign in');
  const created = await user.send('POST', '/api/projects', { prompt });
  if (created.status !== 201) throw new Error(`create project: ${created.status} ${created.text}`);
  user.projectId = (JSON.parse(created.text) as { id: string }).id;
  const first = await user.chat(prompt);
  if (first.status !== 200) throw new Error(`first reply: ${first.status} ${first.text.slice(0, 200)}`);
  const preview = await user.send('GET', `/api/projects/${user.projectId}/preview`);
  user.previewHost = new URL((JSON.parse(preview.text) as { origin: string }).origin).host;
  return user;
}
