import { EnvError, loadEnv } from './core/env';
import { startServer } from './server';

/** `index.js worker` (npm run worker) only executes jobs; anything else serves the product too. */
const role = process.argv[2] === 'worker' ? 'worker' : 'web';

async function main() {
  const env = loadEnv();
  const server = await startServer(env, { role });
  console.log(
    role === 'worker'
      ? `Shipwright worker is ready (health at ${server.url}/healthz)`
      : `Shipwright is ready at ${server.url}`,
  );
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    server.deps.logger.info('shutting down', { signal });
    await server.close();
    server.deps.logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((error) => {
  console.error(error instanceof EnvError ? error.message : error);
  process.exit(1);
});
