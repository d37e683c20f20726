import { describe, expect, it } from 'vitest';
import { mascararTelefone } from '#web/lib/mascara-telefone.js';
import { profissionais, tiposConsultaAgendamento } from '#web/features/consulta/profissionais.js';

describe('agendamento (/agendar-consulta)', () => {
  it('offers the four consultation types in the spec’s order, each at the flat fee the payment charges', () => {
    expect(tiposConsultaAgendamento.map(({ id, preco, precoTexto }) => [id, preco, precoTexto])).toEqual([
      ['psicologia', 19.9, 'R$\u00a019,90'],
      ['psiquiatria', 19.9, 'R$\u00a019,90'],
      ['terapia-casal', 19.9, 'R$\u00a019,90'],
      ['neuropsicologia', 19.9, 'R$\u00a019,90'],
    ]);
  });

  it('lists the three static professionals, each served by a virtual doctor of that area', () => {
    expect(profissionais.map((profissional) => [profissional.area, profissional.medico.especialidade])).toEqual([
      ['Psicologia', 'Psicologia'],
      ['Psiquiatria', 'Psiquiatria'],
      ['Terapia de Casal', 'Psicologia'],
    ]);
  });

  it('masks mobile and landline phones as they are typed', () => {
    expect(mascararTelefone('11987654321')).toBe('(11) 98765-4321');
    expect(mascararTelefone('1134567890')).toBe('(11) 3456-7890');
    expect(mascararTelefone('(11) 9')).toBe('(11) 9');
    expect(mascararTelefone('abc')).toBe('');
  });
});
