/** The intake consents are stored with the version of the text the patient accepted. */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { datasLegais } from '#shared/constants.js';
import { textosConsentimento, versoesConsentimento } from '#shared/consentimentos.js';

const resumo = (texto: string) => createHash('sha256').update(texto, 'utf8').digest('hex').slice(0, 12);

describe('consent versions', () => {
  it('change whenever a consent text changes (each version names its text hash)', () => {
    expect(versoesConsentimento.lgpd).toBe(`lgpd-${resumo(textosConsentimento.lgpd)}`);
    expect(versoesConsentimento.termos).toBe(`termos-${datasLegais.termosUso}-${resumo(textosConsentimento.termos)}`);
  });

  it('name the terms page by its last-updated date, so new terms are a new version too', () => {
    expect(versoesConsentimento.termos.startsWith(`termos-${datasLegais.termosUso}-`)).toBe(true);
  });
});
