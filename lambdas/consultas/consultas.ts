/**
 * The signed-in patient's released consultations, for the doctor list ("Consulta Liberada") and the
 * recovery page. The patient rows are the account's own (`user_id`) and those created with the
 * account's verified e-mail by the anonymous flows, which are linked to the account on the way so
 * later approvals reach the patient's realtime channel.
 */
import type { ConsultaLiberada, ConsultasLiberadasResponse } from '#shared/schemas/consultas.js';
import type { CallerIdentity, VerifiedEmailLookup } from '../common/cognito-user.js';
import { isConsultaAberta, type ConsultasRepository } from '../common/consultas-repository.js';
import type { PacienteItem, PacientesRepository } from '../common/pacientes-repository.js';
import { pertenceAoTitular } from '../common/titular-repository.js';

export interface ConsultasDependencies {
  readonly pacientes: PacientesRepository;
  readonly consultas: ConsultasRepository;
  readonly emailLookup: VerifiedEmailLookup;
  /** Milliseconds since the epoch; injected so tests can move time. */
  readonly now?: () => number;
}

export interface ConsultasService {
  listarLiberadas(caller: CallerIdentity): Promise<ConsultasLiberadasResponse>;
}

export function createConsultasService(deps: ConsultasDependencies): ConsultasService {
  const now = deps.now ?? Date.now;

  async function pacientesDoChamador(caller: CallerIdentity): Promise<PacienteItem[]> {
    const byId = new Map<string, PacienteItem>();
    for (const paciente of await deps.pacientes.findAllByUserId(caller.sub)) byId.set(paciente.id, paciente);
    const email = await deps.emailLookup.verifiedEmail(caller.accessToken);
    if (email) {
      for (const paciente of await deps.pacientes.findAllByEmail(email)) {
        // The strict rule: a row with the verified e-mail counts only while no other account is linked to it.
        if (!pertenceAoTitular(paciente, { sub: caller.sub, email })) continue;
        if (!paciente.user_id) await deps.pacientes.linkUserIfMissing(paciente.id, caller.sub);
        byId.set(paciente.id, paciente);
      }
    }
    return [...byId.values()];
  }

  return {
    async listarLiberadas(caller) {
      const nowMs = now();
      const liberadas: ConsultaLiberada[] = [];
      for (const paciente of await pacientesDoChamador(caller)) {
        for (const consulta of await deps.consultas.listByPaciente(paciente.id)) {
          if (!isConsultaAberta(consulta, nowMs)) continue;
          liberadas.push({
            consultaId: consulta.id,
            medicoId: consulta.medico_id,
            tipoConsulta: consulta.tipo_consulta,
            dataCriacao: consulta.data_criacao,
            ...(consulta.utilizada_em ? { utilizadaEm: consulta.utilizada_em } : {}),
          });
        }
      }
      liberadas.sort((a, b) => b.dataCriacao.localeCompare(a.dataCriacao));
      return { consultas: liberadas };
    },
  };
}
