/**
 * The signed-in patient's released consultations, for the doctor list ("Consulta Liberada") and the
 * recovery page. The patient rows are the titular's (`pacientesDoTitular`: the account's own, and
 * unlinked rows whose e-mail was proven and is the account's verified e-mail), the latter linked to
 * the account on the way so later approvals reach the patient's realtime channel.
 */
import type { ConsultaLiberada, ConsultasLiberadasResponse } from '#shared/schemas/consultas.js';
import type { CallerIdentity, VerifiedEmailLookup } from '../common/cognito-user.js';
import { isConsultaAberta, type ConsultasRepository } from '../common/consultas-repository.js';
import type { PacienteItem, PacientesRepository } from '../common/pacientes-repository.js';
import { pacientesDoTitular } from '../common/titular-repository.js';

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
    const email = await deps.emailLookup.verifiedEmail(caller.accessToken);
    const pacientes = await pacientesDoTitular(deps.pacientes, { sub: caller.sub, ...(email ? { email } : {}) });
    for (const paciente of pacientes) if (!paciente.user_id) await deps.pacientes.linkUserIfMissing(paciente.id, caller.sub);
    return pacientes;
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
