/**
 * The cockpit's one group check (lambdas/medico/medico-autorizado.ts): the `medicos` group from the
 * claims as API Gateway's JWT authorizer writes them (`"[medicos outro]"`) or as an array, and the
 * CRM/UF every validated document needs.
 */
import { describe, expect, it } from 'vitest';
import type { HttpEvent } from '#lambdas/common/http.js';
import { exigirMedico, gruposDoToken, type PerfisMedicos, type PerfilCognito } from '#lambdas/medico/medico-autorizado.js';
import { mensagensMedico } from '#shared/schemas/validacao.js';

const evento = (claims: Record<string, unknown> | undefined, authorization = 'Bearer token-de-acesso'): HttpEvent =>
  ({
    headers: { authorization },
    requestContext: claims ? { authorizer: { jwt: { claims } } } : {},
  }) as unknown as HttpEvent;

const perfis = (perfil: PerfilCognito): PerfisMedicos & { chamadas: string[] } => {
  const chamadas: string[] = [];
  return {
    chamadas,
    perfil: async (sub, token) => {
      chamadas.push(`${sub}:${token}`);
      return perfil;
    },
  };
};

const HELENA: PerfilCognito = { nome: 'Dra. Helena Duarte', crm: '123456', uf: 'SP', especialidade: 'Clínica Médica' };

describe('gruposDoToken', () => {
  it('reads the groups as API Gateway writes them and as an array', () => {
    expect(gruposDoToken(evento({ 'cognito:groups': '[medicos outro]' }))).toEqual(['medicos', 'outro']);
    expect(gruposDoToken(evento({ 'cognito:groups': '[medicos]' }))).toEqual(['medicos']);
    expect(gruposDoToken(evento({ 'cognito:groups': ['outro', 'medicos'] }))).toEqual(['outro', 'medicos']);
    expect(gruposDoToken(evento({ sub: 'x' }))).toEqual([]);
    expect(gruposDoToken(evento(undefined))).toEqual([]);
  });

  it('does not take a group whose name only contains "medicos"', () => {
    expect(gruposDoToken(evento({ 'cognito:groups': '[medicos-residentes naomedicos]' }))).not.toContain('medicos');
  });
});

describe('exigirMedico', () => {
  it('gives the physician with the profile from Cognito, read with the caller’s own token', async () => {
    const fonte = perfis(HELENA);

    const medico = await exigirMedico(evento({ sub: 'sub-1', 'cognito:groups': '[medicos]' }), fonte);

    expect(medico).toEqual({ sub: 'sub-1', perfil: { nome: 'Dra. Helena Duarte', crm: '123456', uf: 'SP', especialidade: 'Clínica Médica' } });
    expect(fonte.chamadas).toEqual(['sub-1:token-de-acesso']);
  });

  it('refuses with 403 outside the group, without even reading the profile', async () => {
    const fonte = perfis(HELENA);

    await expect(exigirMedico(evento({ sub: 'sub-2', 'cognito:groups': '[pacientes]' }), fonte)).rejects.toMatchObject({
      status: 403,
      message: mensagensMedico.acessoRestrito,
    });
    await expect(exigirMedico(evento({ sub: 'sub-2' }), fonte)).rejects.toMatchObject({ status: 403 });
    expect(fonte.chamadas).toEqual([]);
  });

  it('refuses a member of the group without CRM or UF', async () => {
    await expect(exigirMedico(evento({ sub: 's', 'cognito:groups': ['medicos'] }), perfis({ nome: 'X', uf: 'SP' }))).rejects.toMatchObject({
      status: 403,
      message: mensagensMedico.cadastroIncompleto,
    });
    await expect(exigirMedico(evento({ sub: 's', 'cognito:groups': ['medicos'] }), perfis({ nome: 'X', crm: '1' }))).rejects.toMatchObject({
      status: 403,
      message: mensagensMedico.cadastroIncompleto,
    });
  });

  it('answers 401 without verified claims or a bearer token', async () => {
    await expect(exigirMedico(evento(undefined), perfis(HELENA))).rejects.toMatchObject({ status: 401 });
    await expect(exigirMedico(evento({ sub: 's', 'cognito:groups': ['medicos'] }, ''), perfis(HELENA))).rejects.toMatchObject({ status: 401 });
  });
});
