/**
 * The cockpit's collaborators in this container, each built on first use: every route's Lambda
 * gets only its own tables, bucket and secrets (least privilege), so a route never builds a client
 * for something it was not given. The decision routes add the documents and the e-mail
 * (decisao-dependencias.ts).
 */
import type { Decisao } from '#shared/schemas/validacao.js';
import { createAnexosStorageFromEnv } from '../common/anexos-storage.js';
import { lazyObject } from '../common/lazy.js';
import { logger } from '../common/logger.js';
import { recordMetric } from '../common/metrics.js';
import { createEventPublisherFromEnv } from '../common/realtime-publisher.js';
import { dynamoDocumentClient } from '../common/sdk-clients.js';
import { alvoMinutosFromEnv } from '../validacao/resultado.js';
import { createValidacoesRepositoryFromEnv } from '../validacao/validacoes-repository.js';
import { createLeiturasConsulta } from './leituras.js';
import { createPerfisMedicosFromEnv, type PerfisMedicos } from './medico-autorizado.js';
import { createValidacaoMedicaService, type ValidacaoMedicaDeps, type ValidacaoMedicaService } from './validacao-medica.js';

const errorName = (error: unknown): string => (error instanceof Error ? error.name : typeof error);

function registrarDecisao(decisao: Decisao, minutosAteDecisao: number | undefined): void {
  recordMetric(decisao === 'validada' ? 'decisaoValidada' : 'decisaoRecusada', 1);
  if (minutosAteDecisao !== undefined) recordMetric('minutosAteDecisao', minutosAteDecisao);
}

/** Only the decision routes decide; on the others a decision step is a wiring mistake. */
const somenteNaDecisao = (): never => {
  throw new Error('This route does not issue documents or notify patients');
};

// One per set of collaborators: the local API server runs both handler modules in one process.
const servicos = new Map<object | undefined, ValidacaoMedicaService>();
let perfis: PerfisMedicos | undefined;

export const perfisMedicos = (): PerfisMedicos => (perfis ??= createPerfisMedicosFromEnv());

/** The container's service; the decision handler passes the documents and the e-mail. */
export function validacaoMedica(decisao?: Pick<ValidacaoMedicaDeps, 'emitirDocumentos' | 'notificarPaciente'>): ValidacaoMedicaService {
  const existente = servicos.get(decisao);
  if (existente) return existente;
  const env = process.env;
  const db = dynamoDocumentClient();
  const publicador = lazyObject({ valor: () => createEventPublisherFromEnv() });
  const anexos = lazyObject({ valor: () => createAnexosStorageFromEnv() });
  const deps = lazyObject<ValidacaoMedicaDeps>({
    validacoes: () => createValidacoesRepositoryFromEnv(db),
    leituras: () =>
      createLeiturasConsulta({
        db,
        tables: {
          ...(env.TABLE_CONSULTAS ? { consultas: env.TABLE_CONSULTAS } : {}),
          ...(env.TABLE_MENSAGENS ? { mensagens: env.TABLE_MENSAGENS } : {}),
          ...(env.TABLE_PACIENTES ? { pacientes: env.TABLE_PACIENTES } : {}),
        },
      }),
    urlAnexo: () => (key: string) => anexos.valor.viewUrl(key),
    publicar: () => (canal: string, evento: unknown) => publicador.valor.publish(canal, [evento]),
    emitirDocumentos: () => decisao?.emitirDocumentos ?? somenteNaDecisao,
    notificarPaciente: () => decisao?.notificarPaciente ?? somenteNaDecisao,
    registrarDecisao: () => registrarDecisao,
    logFalha: () => (etapa: string, consultaId: string, error: unknown) =>
      logger.error('validacao medica: step after the decision failed', { etapa, consultaId, errorName: errorName(error) }),
    alvoMinutos: () => alvoMinutosFromEnv(env),
    now: () => Date.now,
  });
  const servico = createValidacaoMedicaService(deps);
  servicos.set(decisao, servico);
  return servico;
}
