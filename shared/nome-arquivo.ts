/**
 * File names of the consultation's downloads (docs/regras-do-produto.md#the-chat: they include the patient's name and the
 * date), e.g. 'receita-maria-silva-2026-11-22.pdf'.
 */
import { FUSO_HORARIO_PADRAO } from './format.js';

/** The chat's drafts ('receita', 'prontuario') and the documents a physician validated. */
export type TipoArquivoConsulta = 'receita' | 'prontuario' | 'receita-validada' | 'relatorio-validado';

const SLUG_MAX = 60;

/** 'Maria da Silva Ção' → 'maria-da-silva-cao'; empty when nothing usable is left. */
export function slugificar(texto: string): string {
  return texto
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/g, '');
}

/** The day of an instant in Brasília time, as 'AAAA-MM-DD'. */
function diaIso(data: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: FUSO_HORARIO_PADRAO, year: 'numeric', month: '2-digit', day: '2-digit' }).format(data);
}

/** Download name: '{tipo}-{patient slug}-{AAAA-MM-DD}.{extensão}', e.g. 'receita-maria-silva-2026-11-22.pdf'. */
export function nomeArquivo(tipo: TipoArquivoConsulta, nomePaciente: string, data: Date, extensao = 'pdf'): string {
  const paciente = slugificar(nomePaciente) || 'paciente';
  return `${tipo}-${paciente}-${diaIso(data)}.${extensao}`;
}
