/**
 * The SPA's runtime configuration (`/config.json`), written at deploy time by CDK and locally by
 * `npm start`, so one build of the SPA serves every stage.
 */
import * as z from 'zod/mini';
import { lazySchema } from './lazy-schema.js';
import { mensagens } from '../messages.js';

const validacao = mensagens.validacao;

/** Deployment stages. */
export const stages = ['local', 'sandbox', 'prod'] as const;

export type Stage = (typeof stages)[number];

const endpointUrl = lazySchema(() => z.url({ protocol: /^(https?|wss?)$/, error: validacao.urlInvalida }));
const requiredId = lazySchema(() => z.string({ error: validacao.campoObrigatorio }).check(z.trim(), z.minLength(1, { error: validacao.campoObrigatorio })));

/** Schema of the runtime configuration; defaults `apiBaseUrl` to '/api'. */
export const runtimeConfigSchema = lazySchema(() => z
  .object({
    stage: z.enum(stages, { error: 'Estágio inválido: use local, sandbox ou prod.' }),
    region: requiredId,
    apiBaseUrl: z._default(
      z.string({ error: validacao.urlInvalida }).check(z.trim(), z.minLength(1, { error: validacao.urlInvalida })),
      '/api',
    ),
    realtime: z.object({
      httpEndpoint: endpointUrl,
      realtimeEndpoint: endpointUrl,
      apiKey: requiredId,
    }),
    auth: z.object({
      userPoolId: requiredId,
      userPoolClientId: requiredId,
      /** Only the local stage points Cognito calls at the local stand-in. */
      userPoolEndpoint: z.optional(endpointUrl),
    }),
  })
  .check(
    z.superRefine((config, context) => {
      if (config.stage === 'local') return;
      // Outside the local stage a custom Cognito endpoint or a plain-text realtime URL would leak tokens.
      if (config.auth.userPoolEndpoint !== undefined) {
        context.addIssue({
          code: 'custom',
          path: ['auth', 'userPoolEndpoint'],
          message: 'userPoolEndpoint só é permitido no estágio local.',
        });
      }
      for (const key of ['httpEndpoint', 'realtimeEndpoint'] as const) {
        if (!/^(https|wss):/.test(config.realtime[key])) {
          context.addIssue({
            code: 'custom',
            path: ['realtime', key],
            message: 'Fora do estágio local, os endereços de tempo real devem usar https ou wss.',
          });
        }
      }
    }),
  ));

export type RuntimeConfig = z.output<typeof runtimeConfigSchema>;
export type RuntimeConfigInput = z.input<typeof runtimeConfigSchema>;
