/**
 * The SES v2 stand-in (aws-ses-v2-local), in this process: the handlers' SDK client sends through it
 * (`AWS_ENDPOINT_URL_SESV2`), it keeps every message in memory (lost on restart) and shows them at `/` (a web
 * mailbox) and as JSON at `GET /store`. Loopback only.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sesModule from 'aws-ses-v2-local';

export interface LocalSes {
  /** The SDK endpoint and the mailbox page. */
  readonly url: string;
  close(): Promise<void>;
}

type StartSes = (config: { host: string; port: number }) => Promise<Server>;

// A CommonJS module with `exports.default`: Node's ESM loader hands over the whole exports object.
const startSes = ((sesModule as unknown as { default?: StartSes }).default ?? sesModule) as StartSes;

export async function startLocalSes(options: { port: number }): Promise<LocalSes> {
  const server = await startSes({ host: '127.0.0.1', port: options.port });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
