/**
 * The one ownership rule (lambdas/common/titular-repository.ts): which patient rows belong to an
 * account. A typed e-mail alone, or a row linked to another account, never does.
 */
import { describe, expect, it } from 'vitest';
import { pertenceAoTitular } from '#lambdas/common/titular-repository.js';

const titular = { sub: 'sub-da-conta', email: 'ana@exemplo.com.br' };
const provado = '2026-01-10T12:00:00.000Z';

describe('pertenceAoTitular', () => {
  it.each([
    ['linked to the account', { user_id: 'sub-da-conta', email: 'outra@exemplo.com.br' }, true],
    ['linked to the account, e-mail never proven', { user_id: 'sub-da-conta' }, true],
    ['unlinked, its proven e-mail is the account\'s', { email: 'ana@exemplo.com.br', email_verificado_em: provado }, true],
    ['unlinked, the account\'s e-mail only typed (an anonymous checkout)', { email: 'ana@exemplo.com.br' }, false],
    ['linked to another account, with the account\'s proven e-mail', { user_id: 'outra-conta', email: 'ana@exemplo.com.br', email_verificado_em: provado }, false],
    ['unlinked, another proven e-mail', { email: 'bia@exemplo.com.br', email_verificado_em: provado }, false],
    ['kept for the clinical record (no e-mail, no link)', { email_verificado_em: provado }, false],
  ])('%s → %s', (_caso, row, esperado) => {
    expect(pertenceAoTitular(row, titular)).toBe(esperado);
  });

  it('without a verified e-mail on the account, only the link counts', () => {
    expect(pertenceAoTitular({ email: 'ana@exemplo.com.br', email_verificado_em: provado }, { sub: 'sub-da-conta' })).toBe(false);
    expect(pertenceAoTitular({ user_id: 'sub-da-conta' }, { sub: 'sub-da-conta' })).toBe(true);
  });
});
