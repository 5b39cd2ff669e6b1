import { afterAll, beforeAll, describe } from 'vitest';
import { postgresTarget, startTestServer } from './test-server.ts';
import type { Backend, TestServer } from './test-server.ts';

/**
 * Declares the same contract suite once per backend (PGlite, then PostgreSQL). The PostgreSQL copy is
 * skipped only when the global setup could neither use DATABASE_URL nor create a cluster.
 */
export function describeContract(
  name: string,
  suite: (server: () => TestServer, backend: Backend) => void,
): void {
  for (const backend of ['pglite', 'postgres'] as const) {
    const target = backend === 'postgres' ? postgresTarget() : undefined;
    const skip = target !== undefined && 'skipped' in target;
    describe.skipIf(skip)(`${name} [${backend}]`, () => {
      let server: TestServer | undefined;
      beforeAll(async () => {
        server = await startTestServer(backend);
      }, 120_000);
      afterAll(async () => {
        await server?.close();
      });
      suite(() => {
        if (!server) throw new Error('test server not started');
        return server;
      }, backend);
    });
  }
}
