/**
 * /pagamento/recuperacao: the signed-in patient's approved consultations, so they can get back
 * into one. The patient rows are the titular's (`pertenceAoTitular`: the account's own, and unlinked
 * rows whose proven e-mail is the account's verified e-mail); nothing else is read, and nothing is written.
 */
import { isMedicoId, medicos } from '#shared/medicos.js';
import { tiposConsulta, type TipoConsulta } from '#shared/schemas/consultas.js';
import type { ConsultaRecuperavel, RecuperacaoResponse } from '#shared/schemas/perfil.js';
import type { CallerIdentity, VerifiedEmailLookup } from '../common/cognito-user.js';
import { isConsultaAberta, type ConsultaItem } from '../common/consultas-repository.js';
import type { TitularRepository } from '../common/titular-repository.js';

export interface RecuperacaoDependencies {
  readonly titular: TitularRepository;
  readonly emailLookup: VerifiedEmailLookup;
  /** Milliseconds since the epoch; injected so tests can move time. */
  readonly now?: () => number;
}

export interface RecuperacaoService {
  listar(caller: CallerIdentity): Promise<RecuperacaoResponse>;
}

const tipoDe = (value: unknown): TipoConsulta => (value === tiposConsulta.gratuita ? tiposConsulta.gratuita : tiposConsulta.paga);

export function createRecuperacaoService(deps: RecuperacaoDependencies): RecuperacaoService {
  const now = deps.now ?? Date.now;
  return {
    async listar(caller) {
      const email = await deps.emailLookup.verifiedEmail(caller.accessToken);
      const pacientes = await deps.titular.pacientes({ sub: caller.sub, ...(email ? { email } : {}) });
      const aprovadas: ConsultaItem[] = [];
      for (const paciente of pacientes) {
        for (const consulta of await deps.titular.consultas(paciente.id)) {
          if (consulta.status_pagamento === 'aprovado') aprovadas.push(consulta);
        }
      }
      const nowMs = now();
      const consultas = aprovadas
        .filter((consulta) => isMedicoId(consulta.medico_id))
        .map((consulta): ConsultaRecuperavel => {
          const medico = medicos.find((m) => m.id === consulta.medico_id)!;
          return {
            id: consulta.id,
            medicoId: consulta.medico_id,
            medicoNome: medico.nome,
            especialidade: medico.especialidade,
            dataCriacao: consulta.data_criacao,
            tipoConsulta: tipoDe(consulta.tipo_consulta),
            aberta: isConsultaAberta(consulta, nowMs),
          };
        })
        .sort((a, b) => b.dataCriacao.localeCompare(a.dataCriacao));
      return { consultas };
    },
  };
}
