import net from 'node:net';

/** Asks the kernel for a free loopback port (tests run their stack on these). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Fails fast with a clear message when a fixed port is taken (e.g. a second `npm start`). */
export async function assertPortFree(port: number, what: string): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', () =>
      reject(new Error(`A porta ${port} (${what}) já está em uso. Encerre o outro processo ou defina outra porta.`)),
    );
    server.listen(port, '127.0.0.1', () => server.close(() => resolve()));
  });
}
