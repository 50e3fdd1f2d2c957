import { agentScenario } from './agent-scenarios';
import { providersEnv, startFakeProviders } from './fake-providers';
import { startTestServer } from './test-server';

/** The real server with agent replies on, its providers the scripted agent fakes of every protocol. */
export async function startAgentServer(env: Record<string, string> = {}) {
  const providers = await startFakeProviders(agentScenario);
  const { openai, anthropic, google } = providers.fakes;
  const server = await startTestServer({
    ...providersEnv({ openai: openai.baseUrl, anthropic: anthropic.baseUrl, google: google.baseUrl }),
    AI_AGENT: 'auto',
    AI_AGENT_MAX_STEPS: '6',
    // The test default (1 s) is for fault tests; a step's checks on a loaded machine take longer.
    // Long enough, too, for Stop to come first on a stalled step.
    AI_IDLE_TIMEOUT_MS: '15000',
    AI_REPLY_TIMEOUT_MS: '120000',
    ...env,
  });
  return {
    providers,
    server,
    async close() {
      await server.close();
      await providers.close();
    },
  };
}
