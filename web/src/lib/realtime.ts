/**
 * The SPA's AppSync Events client: Amplify's `events` API, configured from the runtime config.
 *
 * Amplify derives the WebSocket URL from `API.Events.endpoint`: an `https://<26 chars>.appsync-api.
 * <region>.amazonaws.com/event` endpoint becomes `wss://….appsync-realtime-api…/event/realtime`;
 * any other host (custom domains, and the local stand-in) gets `/realtime` appended; in every case
 * `http(s)://` is replaced by `wss://`, and the socket is opened with the global `WebSocket`
 * constructor looked up at connect time. The local stand-in has no TLS, so in the local stage only
 * `wss://` URLs to loopback are sent as `ws://`.
 */
import type { RuntimeConfig } from '#shared/schemas/runtime-config.js';
import { configureAmplifyPart } from './amplify-config.js';
import { events } from 'aws-amplify/data';
import { Hub } from 'aws-amplify/utils';
import { manterConectado, type LigacaoRealtime, type RealtimeStatus } from './realtime-reconexao.js';

/** What the realtime client needs of the runtime config: the stage, the region and the Event API's HTTP endpoint (`…/event`) and key. */
export type RealtimeConfig = Pick<RuntimeConfig, 'stage' | 'region' | 'realtime'>;

/** Points Amplify's `events` at the Event API, keeping whatever else Amplify is configured with. */
export function configureRealtime(config: RealtimeConfig): void {
  if (config.stage === 'local') installLoopbackWebSocket();
  configureAmplifyPart({
    API: {
      Events: {
        endpoint: config.realtime.httpEndpoint,
        region: config.region,
        defaultAuthMode: 'apiKey',
        apiKey: config.realtime.apiKey,
      },
    },
  });
}

export interface SubscribeOptions {
  /** How the socket and the subscription are authorised; the API key by default. */
  readonly authMode?: 'apiKey' | 'userPool';
}

/**
 * Amplify's socket state, as its provider announces it on the Hub ('api' channel, event
 * `ConnectionStateChange`). A closed socket shows as ConnectionDisrupted; keep-alives missed for
 * 65 s as ConnectedPendingKeepAlive; the browser offline as …PendingNetwork.
 */
const ESTADOS_PERDIDOS = new Set(['ConnectionDisrupted', 'ConnectionDisruptedPendingNetwork']);
const ESTADOS_SEM_VIDA = new Set([...ESTADOS_PERDIDOS, 'ConnectedPendingKeepAlive', 'ConnectedPendingNetwork']);
let estadoConexao = 'Disconnected';
const aoPerder = new Set<() => void>();
let ouvindoHub = false;

function ouvirEstadoConexao(): void {
  if (ouvindoHub) return;
  ouvindoHub = true;
  Hub.listen('api', ({ payload }) => {
    const data = payload.data as { connectionState?: unknown } | undefined;
    if (payload.event !== 'ConnectionStateChange' || typeof data?.connectionState !== 'string') return;
    estadoConexao = data.connectionState;
    if (ESTADOS_PERDIDOS.has(estadoConexao)) for (const avisar of [...aoPerder]) avisar();
  });
}

/**
 * Subscribes to a channel (`/namespace/name` or `/namespace/*`); resolves once the server has
 * acknowledged the subscription, rejects if it refuses it. `onError` reports later failures,
 * a lost socket included. The returned function unsubscribes and closes the channel.
 */
export async function subscribeChannel<T>(
  channel: string,
  onEvent: (data: T) => void,
  onError?: (error: unknown) => void,
  options: SubscribeOptions = {},
): Promise<() => void> {
  const ligacao = await openChannel(channel, onEvent, onError ?? (() => undefined), options);
  return () => ligacao.close();
}

async function openChannel<T>(
  channel: string,
  onEvent: (data: T) => void,
  onDrop: (error?: unknown) => void,
  options: SubscribeOptions,
): Promise<LigacaoRealtime> {
  ouvirEstadoConexao();
  // 'userPool': the signed-in user's Cognito token instead of the API key (the physicians' channel,
  // whose subscribers must be in the `medicos` group); Amplify Auth must be configured first.
  const connection = await (options.authMode === 'userPool' ? events.connect(channel, { authMode: 'userPool' }) : events.connect(channel));
  let established = false;
  const perdida = () => {
    if (established) onDrop(new Error('Realtime connection lost'));
  };
  const subscription = connection.subscribe({
    // Amplify hands over `{ id, type, event }`, `event` being the parsed JSON that was published.
    next: (message: { event: T }) => onEvent(message.event),
    // Before the acknowledgement a failure rejects `ready` below instead.
    error: (error: unknown) => {
      if (established) onDrop(error);
    },
  });
  const close = () => {
    aoPerder.delete(perdida);
    subscription.unsubscribe();
    connection.close();
  };
  try {
    await subscription.ready;
  } catch (error) {
    close();
    throw error;
  }
  established = true;
  estadoConexao = 'Connected';
  aoPerder.add(perdida);
  return { close, alive: () => !ESTADOS_SEM_VIDA.has(estadoConexao) };
}

/**
 * Listens to a channel for as long as the returned function is not called: reconnects after a
 * drop with the product's delays (1, 2, 5, then 10 s) and checks the link every 25 s
 * (realtime-reconexao.ts); `onStatus` says when the page must poll instead.
 */
export function keepChannel<T>(
  channel: string,
  onEvent: (data: T) => void,
  onStatus: (status: RealtimeStatus) => void,
  options: SubscribeOptions = {},
): () => void {
  return manterConectado({
    connect: (onDrop) => openChannel(channel, onEvent, onDrop, options),
    onStatus,
  });
}

const LOOPBACK_WSS = /^wss:\/\/(?:127\.0\.0\.1|localhost|\[::1\])(?=[:/?#]|$)/i;
const INSTALLED = Symbol.for('zapsaude.loopbackWebSocket');

/** Replaces the global WebSocket with a subclass that opens loopback `wss://` URLs as `ws://`. */
function installLoopbackWebSocket(): void {
  const Base = globalThis.WebSocket as typeof WebSocket | undefined;
  if (!Base || INSTALLED in Base) return;
  class LoopbackWebSocket extends Base {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(String(url).replace(LOOPBACK_WSS, (secure) => `ws${secure.slice(3)}`), protocols);
    }
  }
  Object.defineProperty(LoopbackWebSocket, INSTALLED, { value: true });
  globalThis.WebSocket = LoopbackWebSocket;
}
