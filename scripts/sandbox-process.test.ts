import { createServer, type Server } from 'node:net';
import { DEFAULT_BRAND_ID } from '../brands/data';
import { startSandbox } from './sandbox-process.mjs';

/** A listener on a free port of the loopback, as a sandbox left running would hold one. */
function occupy(): Promise<{ server: Server; port: number }> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({ server, port: typeof address === 'object' && address ? address.port : 0 });
    });
  });
}

describe('startSandbox', () => {
  it('refuses a port something already listens on, naming it, before starting anything', async () => {
    const { server, port } = await occupy();
    try {
      await expect(startSandbox({ brand: DEFAULT_BRAND_ID, port })).rejects.toThrow(
        `port ${port} is busy (EADDRINUSE)`,
      );
    } finally {
      server.close();
    }
  });
});
