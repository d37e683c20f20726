/**
 * The consents the patient gives in the chat intake (CFM 2.314/2022 art. 15; LGPD art. 11, I), the
 * texts shown next to the two checkboxes, and the version of each that the server records with the
 * instant of acceptance: the record then says which wording the patient agreed to. A version is the
 * text's short SHA-256 (the terms' one also carries the terms page's date), so a changed text
 * without a new version fails test/unit/consentimentos.test.ts.
 */
import { datasLegais } from './constants.js';

/** What the two intake checkboxes say, word for word. */
export const textosConsentimento = {
  lgpd: 'Autorizo o uso dos meus dados de saúde para esta consulta, conforme a Lei Geral de Proteção de Dados (LGPD).',
  termos:
    'Li e aceito os termos de uso e entendo que a entrevista é conduzida por uma inteligência artificial, e que um médico de verdade revisa o resultado antes de eu receber qualquer diagnóstico ou receita.',
} as const;

/** The version of each text, stored with the consent (`consentimentos.versoes`). */
export const versoesConsentimento = {
  lgpd: 'lgpd-0db8e26755bf',
  termos: `termos-${datasLegais.termosUso}-48cdb66ef190`,
} as const;

export type VersoesConsentimento = { readonly lgpd: string; readonly termos: string };
