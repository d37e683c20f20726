import { describe, expect, it } from 'vitest';
import { cpfCheckDigits } from '../../shared/cpf.js';
import { mensagens } from '../../shared/messages.js';
import { findMedico } from '../../shared/medicos.js';
import { mascararTelefone } from '../../web/src/lib/mascara-telefone.js';
import { profissionais, tiposConsultaAgendamento } from '../../web/src/features/consulta/profissionais.js';
import { validarCadastroPagamento } from '../../web/src/lib/criar-pagamento.js';

const cpfValido = `529982247${cpfCheckDigits('529982247')}`;
const textos = mensagens.cadastroPagamento;

describe('validarCadastroPagamento (/cadastro-pagamento, spec §5)', () => {
  it('asks for every field before anything else, even without a doctor', () => {
    // Act
    const resultado = validarCadastroPagamento({ nomeCompleto: 'Ana', email: '  ', cpf: '' }, undefined);

    // Assess
    expect(resultado).toEqual({ ok: false, mensagem: textos.camposObrigatorios });
  });

  it('needs a chosen doctor once the fields are filled', () => {
    // Act
    const resultado = validarCadastroPagamento({ nomeCompleto: 'Ana Souza', email: 'ana@exemplo.com', cpf: cpfValido }, undefined);

    // Assess
    expect(resultado).toEqual({ ok: false, mensagem: textos.medicoNaoSelecionado });
  });

  it('refuses wrong check digits with the server’s own message', () => {
    // Act
    const resultado = validarCadastroPagamento({ nomeCompleto: 'Ana Souza', email: 'ana@exemplo.com', cpf: '123.456.789-00' }, findMedico(1));

    // Assess
    expect(resultado).toEqual({ ok: false, mensagem: mensagens.validacao.cpfInvalido });
  });

  it('gives the API body with the CPF as digits and the e-mail normalised', () => {
    // Act
    const resultado = validarCadastroPagamento(
      { nomeCompleto: ' Ana  Souza ', email: 'Ana@Exemplo.com ', cpf: '529.982.247-25' },
      findMedico(3),
    );

    // Assess
    expect(resultado).toEqual({
      ok: true,
      data: { nomeCompleto: 'Ana Souza', email: 'ana@exemplo.com', cpfCnpj: '52998224725', medicoId: 3 },
    });
  });
});

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
