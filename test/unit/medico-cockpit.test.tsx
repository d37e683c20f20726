// @vitest-environment jsdom
/**
 * The physicians' cockpit's client logic (web/src/features/medico): the queue's display (order,
 * waiting time against the target, claims), the case page's labels (intake, record) and the
 * drafts form → request body, including the form drawn in jsdom with its accessible labels.
 */
import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mensagens } from '#shared/messages.js';
import {
  rotulosTriagem,
  validarRequestSchema,
  type CasoFila,
  type RascunhoClinico,
  type VersaoRegistro,
} from '#shared/schemas/validacao.js';
import { camposDoPaciente, rotuloVersao } from '#web/features/medico/caso-exibicao.js';
import { RascunhoCampos } from '#web/features/medico/components/rascunho-form.js';
import { formatarEspera, linhaDaFila, minutosAguardandoAgora } from '#web/features/medico/fila.js';
import {
  corpoRascunho,
  corpoRecusa,
  formularioDoRascunho,
  niveisPermitidos,
  rascunhoFormSchema,
  recusaFormSchema,
  type RascunhoFormValues,
} from '#web/features/medico/rascunho-formulario.js';

afterEach(() => cleanup());

const rascunho: RascunhoClinico = {
  nota: {
    subjetivo: 'Dor de garganta há 3 dias, febre de 38 °C.',
    objetivo: '34 anos, 62,5 kg, 165 cm, IMC 23,0.',
    avaliacao: {
      diferenciais: [
        { hipotese: 'Faringite viral', raciocinio: 'Coriza e tosse associadas.' },
        { hipotese: 'Faringoamigdalite estreptocócica', raciocinio: 'Febre; sem exsudato relatado.' },
      ],
      sinaisAlerta: ['Dificuldade para engolir saliva'],
    },
    plano: { exames: ['Teste rápido para estreptococo'], orientacoes: 'Hidratação.', retorno: 'Se febre por mais de 3 dias.' },
  },
  receita: {
    medicamentos: [{ nome: 'Paracetamol 500 mg', dose: '1 comprimido', via: 'oral', posologia: 'de 6 em 6 horas se febre', duracao: 'por 3 dias' }],
    orientacoes: 'Não exceder 4 g por dia.',
  },
  mensagemPaciente: 'Olá, Maria. Revisei a sua consulta...',
  triagem: { nivel: 'consulta', motivos: ['Febre sem sinais de gravidade'] },
};

const caso = (parcial: Partial<CasoFila>): CasoFila => ({
  consultaId: 'c1',
  nomePaciente: 'Maria Souza',
  idade: 34,
  medicoVirtual: 'Dr. Ricardo',
  especialidade: 'Clínico Geral',
  motivo: 'Dor de garganta',
  triagem: { nivel: 'consulta', motivos: [] },
  aguardandoDesde: '2026-11-25T10:00:00.000Z',
  minutosAguardando: 12,
  ...parcial,
});

describe('the queue display', () => {
  it('writes the waiting time in minutes, hours and days', () => {
    expect(formatarEspera(0.4)).toBe('aguardando há menos de 1 min');
    expect(formatarEspera(12)).toBe('aguardando há 12 min');
    expect(formatarEspera(12.9)).toBe('aguardando há 12 min');
    expect(formatarEspera(65)).toBe('aguardando há 1 h 05 min');
    expect(formatarEspera(60 * 26 + 3)).toBe('aguardando há 1 d 2 h');
  });

  it('adds the time elapsed on this browser since the queue was fetched', () => {
    const buscadoEm = Date.parse('2026-11-25T10:12:00Z');
    expect(minutosAguardandoAgora(12, buscadoEm, buscadoEm + 90_000)).toBe(13.5);
    // A clock going backwards never makes a case younger.
    expect(minutosAguardandoAgora(12, buscadoEm, buscadoEm - 60_000)).toBe(12);
  });

  it('keeps the server order and marks cases over the target, claims and who may open them', () => {
    // Prepare: the server's order, most urgent first.
    const casos = [
      caso({ consultaId: 'a', triagem: { nivel: 'pronto-socorro', motivos: [] }, minutosAguardando: 3 }),
      caso({ consultaId: 'b', idade: undefined, minutosAguardando: 75, reserva: { nome: 'Dra. Ana Lima', propria: false, ate: '2026-11-25T11:00:00Z' } }),
      caso({ consultaId: 'c', idade: 1, minutosAguardando: 61, reserva: { nome: 'Dr. Caio', propria: true, ate: '2026-11-25T11:00:00Z' } }),
    ];

    // Act
    const linhas = casos.map((c) => linhaDaFila(c, 60, c.minutosAguardando));

    // Assess
    expect(linhas.map((linha) => linha.consultaId)).toEqual(['a', 'b', 'c']);
    expect(linhas[0]).toMatchObject({
      rotuloNivel: rotulosTriagem['pronto-socorro'],
      paciente: 'Maria Souza, 34 anos',
      medico: 'Dr. Ricardo · Clínico Geral',
      espera: 'aguardando há 3 min',
      atrasado: false,
      podeAbrir: true,
    });
    expect(linhas[0]?.reserva).toBeUndefined();
    expect(linhas[1]).toMatchObject({ paciente: 'Maria Souza', atrasado: true, reserva: 'Em revisão por Dra. Ana Lima', podeAbrir: false });
    expect(linhas[2]).toMatchObject({ paciente: 'Maria Souza, 1 ano', atrasado: true, reserva: 'Em revisão por você', podeAbrir: true });
  });
});

describe('the case page labels', () => {
  it('labels the intake in pt-BR, known fields first, consents left out', () => {
    const campos = camposDoPaciente({
      alergias: ['dipirona', 'camarão'],
      consentimentoDados: true,
      nome: 'Maria Souza',
      idade: 34,
      peso: 62.5,
      altura: 165,
      imc: 22.96,
      bebe: 'ocasionalmente',
      fuma: 'nao',
      esporte: '',
      consultaPara: 'proprio',
      menor: false,
      pressaoArterial: '12x8',
    });
    expect(campos).toEqual([
      { rotulo: 'Nome', valor: 'Maria Souza' },
      { rotulo: 'Consulta para', valor: 'Para mim' },
      { rotulo: 'Idade', valor: '34 anos' },
      { rotulo: 'Peso', valor: '62,5 kg' },
      { rotulo: 'Altura', valor: '165 cm' },
      { rotulo: 'IMC', valor: '23 kg/m²' },
      { rotulo: 'Alergias', valor: 'dipirona, camarão' },
      { rotulo: 'Consumo de álcool', valor: 'Ocasionalmente' },
      { rotulo: 'Tabagismo', valor: 'Não' },
      { rotulo: 'Menor de idade', valor: 'Não' },
      { rotulo: 'Pressao arterial', valor: '12x8' },
    ]);
    expect(camposDoPaciente(undefined)).toEqual([]);
  });

  it('names each version of the record with its author and time', () => {
    const ia: VersaoRegistro = { versao: 1, tipo: 'rascunho-ia', criadoEm: '2026-11-25T13:42:00Z', autor: { tipo: 'ia', engine: 'offline', modelo: 'zapsaude-offline-1' } };
    const medico = { tipo: 'medico', sub: 's', nome: 'Dra. Ana Lima', crm: '123456', uf: 'SP' } as const;
    const edicao: VersaoRegistro = { versao: 2, tipo: 'edicao', criadoEm: '2026-11-25T13:50:00Z', autor: medico };
    const decisao: VersaoRegistro = { versao: 3, tipo: 'decisao', criadoEm: '2026-11-25T14:02:00Z', autor: medico, decisao: 'recusada', orientacao: 'Procure um PS.' };
    expect(rotuloVersao(ia, 'America/Sao_Paulo')).toBe('Rascunho da IA (offline/zapsaude-offline-1) · 10:42');
    expect(rotuloVersao(edicao, 'America/Sao_Paulo')).toBe('Edição por Dra. Ana Lima (CRM 123456/SP) · 10:50');
    expect(rotuloVersao(decisao, 'America/Sao_Paulo')).toBe('Recusado por Dra. Ana Lima (CRM 123456/SP) · 11:02');
  });
});

describe('the drafts form → request body', () => {
  it('round-trips the drafts unchanged', () => {
    const corpo = corpoRascunho(formularioDoRascunho(rascunho));
    expect(corpo).toEqual({ rascunho });
    expect(validarRequestSchema.safeParse(corpo).success).toBe(true);
  });

  it('trims the texts and drops blank rows of the free-text lists', () => {
    const valores = formularioDoRascunho(rascunho);
    valores.nota.plano.exames.push({ texto: '   ' }, { texto: ' Hemograma ' });
    valores.triagem.motivos.push({ texto: '' });
    valores.mensagemPaciente = '  Olá, Maria.  ';
    const corpo = corpoRascunho(valores);
    expect(corpo.rascunho.nota.plano.exames).toEqual(['Teste rápido para estreptococo', 'Hemograma']);
    expect(corpo.rascunho.triagem.motivos).toEqual(['Febre sem sinais de gravidade']);
    expect(corpo.rascunho.mensagemPaciente).toBe('Olá, Maria.');
  });

  it('reports missing required fields in pt-BR', () => {
    const valores = formularioDoRascunho(rascunho);
    valores.mensagemPaciente = '  ';
    valores.receita.medicamentos.push({ nome: '', dose: '10 mg', via: '', posologia: '', duracao: '' });
    const resultado = rascunhoFormSchema.safeParse(valores);
    expect(resultado.success).toBe(false);
    const mensagensPorCampo = Object.fromEntries((resultado.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
    expect(mensagensPorCampo).toEqual({ mensagemPaciente: mensagens.validacao.campoObrigatorio, 'receita.medicamentos.1.nome': mensagens.validacao.campoObrigatorio });
    expect(recusaFormSchema.safeParse({ orientacao: ' ' }).error?.issues[0]?.message).toBe(mensagens.validacao.campoObrigatorio);
    expect(corpoRecusa({ orientacao: ' Procure avaliação presencial. ' })).toEqual({ orientacao: 'Procure avaliação presencial.' });
  });

  it('never offers a triage level less urgent than the guard raised', () => {
    expect(niveisPermitidos('consulta-24h')).toEqual(['emergencia', 'pronto-socorro', 'consulta-24h']);
    expect(niveisPermitidos('autocuidado')).toHaveLength(5);
  });
});

/** The drafts' fields in a form of their own, submitting the request body. */
function Formulario({ aoEnviar }: { aoEnviar: (corpo: unknown) => void }) {
  const form = useForm<RascunhoFormValues>({ resolver: standardSchemaResolver(rascunhoFormSchema), defaultValues: formularioDoRascunho(rascunho) });
  return (
    <form onSubmit={(event) => void form.handleSubmit((valores) => aoEnviar(corpoRascunho(valores)))(event)}>
      <RascunhoCampos form={form} nivelMinimo="consulta" desabilitado={false} />
      <button type="submit">Validar e enviar</button>
    </form>
  );
}

describe('the drafts form in the page (jsdom)', () => {
  it('edits a medicine, adds a row and reorders the differential, and sends the edited drafts', async () => {
    // Prepare
    const aoEnviar = vi.fn();
    render(<Formulario aoEnviar={aoEnviar} />);

    // Act
    fireEvent.change(screen.getByLabelText('Dose do medicamento 1'), { target: { value: '2 comprimidos' } });
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar medicamento' }));
    fireEvent.change(screen.getByLabelText('Nome do medicamento 2'), { target: { value: 'Ibuprofeno 400 mg' } });
    fireEvent.click(screen.getByRole('button', { name: 'Descer hipótese 1' }));
    fireEvent.change(screen.getByLabelText('Mensagem ao paciente'), { target: { value: 'Mensagem revisada.' } });
    fireEvent.change(screen.getByLabelText('Nível de triagem'), { target: { value: 'consulta-24h' } });
    fireEvent.click(screen.getByRole('button', { name: 'Validar e enviar' }));

    // Assess
    await waitFor(() => expect(aoEnviar).toHaveBeenCalledTimes(1));
    const corpo = aoEnviar.mock.calls[0]?.[0] as { rascunho: RascunhoClinico };
    expect(corpo.rascunho.receita.medicamentos).toEqual([
      { ...rascunho.receita.medicamentos[0], dose: '2 comprimidos' },
      { nome: 'Ibuprofeno 400 mg', dose: '', via: '', posologia: '', duracao: '' },
    ]);
    expect(corpo.rascunho.nota.avaliacao.diferenciais.map((h) => h.hipotese)).toEqual(['Faringoamigdalite estreptocócica', 'Faringite viral']);
    expect(corpo.rascunho.mensagemPaciente).toBe('Mensagem revisada.');
    expect(corpo.rascunho.triagem.nivel).toBe('consulta-24h');
    // 'autocuidado' is less urgent than the guard's 'consulta': not offered.
    expect(screen.queryByRole('option', { name: rotulosTriagem.autocuidado })).toBeNull();
  });

  it('shows the pt-BR error next to an empty required field and sends nothing', async () => {
    const aoEnviar = vi.fn();
    render(<Formulario aoEnviar={aoEnviar} />);
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar medicamento' }));
    fireEvent.change(screen.getByLabelText('Mensagem ao paciente'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Validar e enviar' }));

    await waitFor(() => expect(screen.getByLabelText('Mensagem ao paciente')).toHaveProperty('ariaInvalid', 'true'));
    const mensagem = screen.getByLabelText('Mensagem ao paciente');
    expect(document.getElementById(mensagem.getAttribute('aria-describedby')?.split(' ')[0] ?? '')?.textContent).toBe(mensagens.validacao.campoObrigatorio);
    expect(screen.getByLabelText('Nome do medicamento 2').getAttribute('aria-invalid')).toBe('true');
    expect(aoEnviar).not.toHaveBeenCalled();
  });
});
