import { EnvError, loadEnv } from './core/env';
import { startServer } from './server';

async function main() {
  const env = loadEnv();
  const server = await startServer(env);
  console.log(`Shipwright is ready at ${server.url}`);
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
