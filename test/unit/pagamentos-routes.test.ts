import { describe, expect, it } from 'vitest';
import { routes, routesForStage } from '#definitions/routes.js';
import { tables } from '#definitions/tables.js';

const SIMULADOR = '/api/testes/webhook-simulado';

describe('payment routes', () => {
  it('keeps the webhook simulator out of production (docs/arquitetura.md#test-only-routes)', () => {
    expect(routesForStage('prod').map((route) => route.path)).not.toContain(SIMULADOR);
    expect(routesForStage('local').map((route) => route.path)).toContain(SIMULADOR);
    expect(routesForStage('sandbox').map((route) => route.path)).toContain(SIMULADOR);
  });

  it('authorises the webhook by its token and lets it publish the approval', () => {
    const webhook = routes.find((route) => route.path === '/api/webhooks/asaas');
    expect(webhook).toMatchObject({ method: 'POST', auth: 'webhook-token', publishes: ['pagamentos', 'pacientes'], secrets: ['asaas'] });
    expect(webhook?.stages).toBeUndefined();
  });

  it('puts the patient-account routes behind Cognito', () => {
    for (const path of ['/api/chat-tokens/conta', '/api/consultas/liberadas']) {
      expect(routes.find((route) => route.path === path)?.auth).toBe('cognito');
    }
  });

  it('declares the payment tables with TTL where items expire', () => {
    expect(tables.checkouts).toMatchObject({ partitionKey: { name: 'id' }, ttlAttribute: 'expires_at', sensitive: true });
    expect(tables.chat_tokens).toMatchObject({ partitionKey: { name: 'token_hash' }, ttlAttribute: 'expires_at', sensitive: true });
    expect(tables.chat_tokens.globalIndexes.map((index) => index.indexName)).toEqual(['by-consulta']);
    // Powertools' idempotency persistence reads and writes `id` and `expiration` (the webhook's deliveries).
    expect(tables.idempotency).toMatchObject({ partitionKey: { name: 'id' }, ttlAttribute: 'expiration', sensitive: false });
    expect(tables.promo_redemptions).toMatchObject({ partitionKey: { name: 'key' }, sensitive: true });
    expect(tables.rate_limits).toMatchObject({ partitionKey: { name: 'key' }, ttlAttribute: 'expires_at', sensitive: false });
  });
});
