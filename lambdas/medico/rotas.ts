/** What every cockpit route reads from its event: the physician (group check) and the case id. */
import { consultaIdSchema } from '#shared/schemas/consultas.js';
import { parseInput, type HttpEvent } from '../common/http.js';
import { perfisMedicos } from './dependencias.js';
import { exigirMedico, type MedicoAutenticado } from './medico-autorizado.js';

/** The drafts of one case fit well within this (the schema's longest texts added up). */
export const MAX_RASCUNHO_BYTES = 128 * 1024;

export const medicoDoEvento = (event: HttpEvent): Promise<MedicoAutenticado> => exigirMedico(event, perfisMedicos());

export const consultaIdDoEvento = (event: HttpEvent): string => parseInput(consultaIdSchema, event.pathParameters?.consultaId);
