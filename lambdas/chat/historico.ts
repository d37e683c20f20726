/**
 * GET /api/chat/historico: the signed-in patient's consultations that really took place, newest
 * first, with the state of each validation case.
 */
import { findMedico } from '#shared/medicos.js';
import { chatLimites, statusHistorico, type ConsultaHistorico, type HistoricoResponse } from '#shared/schemas/chat.js';
import type { CallerIdentity, VerifiedEmailLookup } from '../common/cognito-user.js';
import { tempoEsgotado, type ConsultasRepository } from '../common/consultas-repository.js';
import type { PacientesRepository } from '../common/pacientes-repository.js';
import { pacientesDoTitular } from '../common/titular-repository.js';
import type { ValidacoesRepository } from '../validacao/validacoes-repository.js';
import { umaLinha, type ChatContexto } from './contexto.js';

export interface HistoricoDependencies {
  readonly pacientes: PacientesRepository;
  readonly consultas: ConsultasRepository;
  readonly emailLookup: VerifiedEmailLookup;
  readonly validacoes: ValidacoesRepository;
}

export type Historico = (caller: CallerIdentity) => Promise<HistoricoResponse>;

export function createHistorico(deps: HistoricoDependencies, { now }: ChatContexto): Historico {
  return async function historico(caller) {
    const nowMs = now();
    const email = await deps.emailLookup.verifiedEmail(caller.accessToken);
    // The one ownership rule: the account's rows, and unlinked rows with its proven e-mail.
    const pacientes = await pacientesDoTitular(deps.pacientes, { sub: caller.sub, ...(email ? { email } : {}) });

    const consultas: ConsultaHistorico[] = [];
    for (const paciente of pacientes) {
      for (const consulta of await deps.consultas.listByPaciente(paciente.id)) {
        // Only consultations that really took place: approved and opened at least once.
        if (consulta.status_pagamento !== 'aprovado' || consulta.utilizada_em === undefined) continue;
        const medico = findMedico(consulta.medico_id);
        const concluida = consulta.status_consulta === 'encerrada' || tempoEsgotado(consulta, nowMs);
        consultas.push({
          consultaId: consulta.id,
          data: consulta.utilizada_em,
          medicoId: medico.id,
          medico: medico.nome,
          especialidade: medico.especialidade,
          motivo: umaLinha(consulta.motivo ?? '', chatLimites.motivoHistoricoMaxCaracteres),
          status: concluida ? statusHistorico.concluida : statusHistorico.emAndamento,
        });
      }
    }
    consultas.sort((a, b) => b.data.localeCompare(a.data));
    const casos = await deps.validacoes.obterVarios(consultas.map((consulta) => consulta.consultaId));
    return {
      consultas: consultas.map((consulta) => {
        const caso = casos.get(consulta.consultaId);
        return caso ? { ...consulta, validacao: caso.status } : consulta;
      }),
    };
  };
}
