/**
 * Conversations with the offline engine as the chat runs them: each patient message goes to
 * `responder` with the growing transcript, and the physician's drafts come from `gerarRascunho`.
 * Each case is a way the engine misread a patient: what the patient sees (no question asked again
 * right after it was answered) and what the drafts record (no value the patient did not give).
 */
import { describe, expect, it } from 'vitest';
import { findMedico, type Medico } from '#shared/medicos.js';
import type { DadosPaciente } from '#shared/schemas/consulta-chat.js';
import type { RascunhoClinico } from '#shared/schemas/validacao.js';
import { itensPerguntados, type ItemAnamnese } from '#infra/local/offline-engine/anamnese.js';
import type { MensagemHistorico } from '#lambdas/ia/engine.js';
import { createOfflineEngine } from '#infra/local/offline-engine/offline-engine.js';

const engine = createOfflineEngine();

const paciente: DadosPaciente = {
  nome: 'Joana Pereira',
  idade: 41,
  peso: 70,
  altura: 168,
  imc: '24,8',
  bebe: 'nao',
  fuma: 'nao',
  esporte: '',
  consultaPara: 'proprio',
  menor: false,
};

const clinicaGeral = findMedico(1);

/** One patient message and the items it answers (what the engine must not ask next). */
type Fala = readonly [texto: string, responde?: readonly ItemAnamnese[]];

interface Turno {
  readonly paciente: string;
  readonly medico: string;
  readonly perguntou: readonly ItemAnamnese[];
}

interface Conversa {
  readonly turnos: readonly Turno[];
  readonly rascunho: RascunhoClinico;
  /** The S of the SOAP note without the patient's own words, which are quoted at its end. */
  readonly registro: string;
}

/** Runs the chat as the Lambda does, then drafts for the physician. */
async function conversar(falas: readonly Fala[], medico: Medico = clinicaGeral): Promise<Conversa> {
  const historico: MensagemHistorico[] = [
    {
      autor: 'medico',
      texto: `Olá! Eu sou ${medico.nome}, ${medico.especialidade}. Recebi seus dados. Se tiver exames ou documentos, pode enviar pelo botão de anexo. Qual é o principal motivo da consulta?`,
    },
  ];
  const turnos: Turno[] = [];
  const respondidos = new Set<ItemAnamnese>(['queixa']);
  for (const [texto, responde = []] of falas) {
    let resposta = '';
    for await (const pedaco of engine.responder({ medico, paciente, historico, mensagem: texto, arquivos: [] })) resposta += pedaco;
    const perguntou = itensPerguntados(resposta);
    for (const item of responde) respondidos.add(item);
    // The next question is about something not yet answered.
    expect(perguntou.filter((item) => respondidos.has(item)), `after "${texto}" the engine asked again`).toEqual([]);
    turnos.push({ paciente: texto, medico: resposta, perguntou });
    historico.push({ autor: 'paciente', texto }, { autor: 'medico', texto: resposta });
  }
  const { rascunho } = await engine.gerarRascunho({ medico, paciente, historico, arquivos: [], sinaisAlerta: [], conteudoRetido: [] });
  const registro = rascunho.nota.subjetivo.split('\nFalas do paciente:')[0] ?? '';
  return { turnos, rascunho, registro };
}

const linha = (registro: string, rotulo: string): string | undefined => registro.split('\n').find((texto) => texto.startsWith(`${rotulo}:`));
const chat = (conversa: Conversa): string => conversa.turnos.map((turno) => turno.medico).join('\n');

describe('offline engine conversations: medicines', () => {
  it('does not take "às vezes" for the medicine AAS, and reads AAS when the patient names it', async () => {
    const conversa = await conversar([
      ['Estou com dor nas costas que às vezes desce para a perna', ['queixa']],
      ['Começou há 4 dias, uns 6', ['inicio', 'intensidade']],
      ['Piora quando fico sentada muito tempo, às vezes melhora deitada', ['associados', 'especifico']],
      ['Não tenho doenças, não tomo remédio e não tenho alergia', ['antecedentes', 'medicamentos', 'alergias']],
    ]);

    expect(chat(conversa)).not.toMatch(/medicamentos em uso: as\b/);
    expect(conversa.turnos[3]?.medico).toMatch(/sem uso de medicamentos/);
    expect(linha(conversa.registro, 'Medicamentos em uso')).toBe('Medicamentos em uso: nega ou não informou.');
    // 'às' is not a sign of anti-inflammatory use either: it would rank gastritis for a back pain.
    expect(linha(conversa.registro, 'Sintomas relatados')).not.toMatch(/anti-inflamatórios/);
    expect(conversa.rascunho.nota.avaliacao.diferenciais.map((item) => item.hipotese).join(' | ')).not.toMatch(/Gastrite/);

    const comAas = await conversar([
      ['Estou com dor no peito quando subo escada, tomo AAS todo dia', ['queixa']],
    ]);
    expect(comAas.turnos[0]?.medico).toMatch(/medicamentos em uso: AAS/);
  });

  it('does not file a sentence about a medicine as an allergy, and adds it to the medicines', async () => {
    const conversa = await conversar([
      ['Estou com dor de cabeça', ['queixa']],
      ['Desde ontem, nota 5', ['inicio', 'intensidade']],
      ['Piora no fim da tarde', ['associados', 'especifico']],
      ['Não tenho diabetes nem pressão alta e não tomo remédio todo dia', ['antecedentes', 'medicamentos']],
      ['Só às vezes tomo dipirona quando a dor aperta'],
    ]);

    expect(conversa.turnos[3]?.medico).toMatch(/sem doenças crônicas/);
    expect(conversa.turnos[4]?.medico).not.toMatch(/alergia a Só/i);
    expect(linha(conversa.registro, 'Antecedentes')).toBe('Antecedentes: nega ou não informou.');
    expect(linha(conversa.registro, 'Medicamentos em uso')).toBe('Medicamentos em uso: dipirona.');
    expect(linha(conversa.registro, 'Alergias')).not.toMatch(/dipirona|tomo/);
  });

  it('records every allergy of a list as an allergy, none of them as a medicine in use', async () => {
    const conversa = await conversar([
      ['Estou com febre e dor no corpo', ['queixa']],
      ['Desde ontem, nota 6', ['inicio', 'intensidade']],
      ['Tosse também', ['associados', 'especifico']],
      ['Tenho pressão alta, tomo losartana e sou alérgica a dipirona e a amoxicilina', ['antecedentes', 'medicamentos', 'alergias']],
    ]);

    expect(conversa.turnos[3]?.medico).toMatch(/medicamentos em uso: losartana; alergia a dipirona, amoxicilina/);
    expect(linha(conversa.registro, 'Medicamentos em uso')).toBe('Medicamentos em uso: losartana.');
    expect(linha(conversa.registro, 'Alergias')).toBe('Alergias: dipirona, amoxicilina.');
    expect(conversa.rascunho.receita.medicamentos.map((item) => item.nome).join(' | ')).not.toMatch(/Dipirona|Amoxicilina/);
  });
});

describe('offline engine conversations: allergies', () => {
  it('takes "alergia a nada" for a denial, not for an allergen called "nada"', async () => {
    const conversa = await conversar([
      ['Estou com dor de cabeça e enjoo', ['queixa']],
      ['Começou hj cedo, uns 7', ['inicio', 'intensidade']],
      ['A luz incomoda', ['associados', 'especifico']],
      ['Tenho enxaqueca, tomo dorflex às vezes, alergia a nada', ['antecedentes', 'medicamentos', 'alergias']],
    ]);

    expect(conversa.turnos[1]?.medico).toMatch(/Anotei: começou hoje cedo; intensidade 7 de 10/);
    expect(conversa.turnos[3]?.medico).toMatch(/medicamentos em uso: dorflex; sem alergias a medicamentos/);
    expect(linha(conversa.registro, 'Alergias')).toBe('Alergias: nega ou não informou.');
  });
});

describe('offline engine conversations: intensity', () => {
  it('records no intensity from the numbers of an onset, a date or a dose', async () => {
    const conversa = await conversar([
      ['Estou com dor de garganta', ['queixa']],
      ['Faz uns 2 ou 3 dias, tomei 2 comprimidos de paracetamol', ['inicio']],
      ['Não sei dizer um número', ['intensidade']],
      ['Tenho febre também, e dói para engolir', ['associados', 'especifico']],
    ]);

    expect(conversa.turnos[1]?.medico).toMatch(/começou faz uns 2 ou 3 dias/);
    expect(conversa.turnos[1]?.medico).not.toMatch(/intensidade \d+ de 10/);
    // Not given: asked once more, and 'não sei' ends it without a number.
    expect(conversa.turnos[1]?.perguntou).toEqual(['intensidade']);
    expect(chat(conversa)).not.toMatch(/intensidade \d+ de 10/);
    expect(linha(conversa.registro, 'Início')).toBe('Início: faz uns 2 ou 3 dias.');
    expect(linha(conversa.registro, 'Intensidade')).toBeUndefined();
  });

  it.each([
    ['desde o dia 10, mais ou menos', 'desde o dia 10'],
    ['Começou há pouco tempo, melhora um pouco com repouso', 'há pouco tempo'],
    ['Desde terça, não é forte não', 'desde terça'],
  ])('reads "%s" as an onset and no intensity', async (fala, inicio) => {
    const conversa = await conversar([
      ['Estou com dor de barriga', ['queixa']],
      [fala, ['inicio']],
    ]);

    expect(conversa.turnos[1]?.medico).not.toMatch(/intensidade \d+ de 10/);
    expect(linha(conversa.registro, 'Início')).toBe(`Início: ${inicio}.`);
    expect(linha(conversa.registro, 'Intensidade')).toBeUndefined();
  });
});

describe('offline engine conversations: places', () => {
  it('records a pain in the groin as a pain there, not as a skin lesion', async () => {
    const conversa = await conversar([
      ['Estou com uma dor na virilha do lado direito', ['queixa']],
      ['Começou ontem, uns 5', ['inicio', 'intensidade']],
      ['Piora quando ando', ['associados', 'especifico']],
      ['Não tenho doenças, não tomo remédios e não tenho alergia', ['antecedentes', 'medicamentos', 'alergias']],
    ]);

    expect(chat(conversa)).not.toMatch(/lesão entre os dedos/);
    expect(conversa.turnos[0]?.medico).toMatch(/Anotei: dor na virilha/);
    expect(linha(conversa.registro, 'Sintomas relatados')).toBe('Sintomas relatados: dor na virilha.');
    expect(conversa.rascunho.nota.avaliacao.diferenciais.map((item) => item.hipotese)).not.toContain('Micose de pele (dermatofitose)');
    expect(conversa.rascunho.receita.medicamentos.map((item) => item.nome)).not.toContain('Miconazol 2%');

    // An itchy red rash in the groin is still a skin lesion.
    const micose = await conversar([['Estou com coceira e manchas vermelhas na virilha', ['queixa']]], findMedico(3));
    expect(linha(micose.registro, 'Sintomas relatados')).toMatch(/lesão entre os dedos, na virilha ou nas unhas/);
  });

  it.each([
    [['Estou com tosse, nota 6', ['queixa', 'intensidade']], ['Começou em Santos', ['inicio']]],
    [['Estou com tosse', ['queixa']], ['Desde que cheguei de Recife', ['inicio']], ['Uns 6', ['intensidade']]],
  ] as const)('does not take a place or an event for the onset (%j)', async (...falas: readonly Fala[]) => {
    const conversa = await conversar(falas);

    expect(chat(conversa)).not.toMatch(/começou (?:Começou|6)|desde que cheguei/i);
    expect(linha(conversa.registro, 'Início')).toBeUndefined();
    expect(linha(conversa.registro, 'Intensidade')).toBe('Intensidade: 6/10.');
  });

  it('keeps the time when the patient gives a place and a time', async () => {
    const conversa = await conversar([
      ['Estou com tosse', ['queixa']],
      ['Começou em Santos há 3 dias, uns 4', ['inicio', 'intensidade']],
    ]);

    expect(conversa.turnos[1]?.medico).toMatch(/Anotei: começou há 3 dias; intensidade 4 de 10/);
    expect(linha(conversa.registro, 'Início')).toBe('Início: há 3 dias.');
  });
});

describe('offline engine conversations: denials', () => {
  it('puts no "nega" in the onset or the intensity', async () => {
    const conversa = await conversar([
      ['Estou com dor de cabeça', ['queixa']],
      ['Não', ['inicio', 'intensidade']],
      ['Não', ['associados', 'especifico']],
    ]);

    expect(chat(conversa)).not.toMatch(/nega de 10|começou nega|intensidade nega/);
    expect(linha(conversa.registro, 'Início')).toBeUndefined();
    expect(linha(conversa.registro, 'Intensidade')).toBeUndefined();
    expect(conversa.turnos[2]?.perguntou).toEqual(['antecedentes', 'medicamentos', 'alergias']);
  });

  it('does not record a denied chronic condition as a history of it', async () => {
    const conversa = await conversar([
      ['Estou com tosse e febre', ['queixa']],
      ['Há 2 dias, nota 5', ['inicio', 'intensidade']],
      ['Dor no corpo também', ['associados', 'especifico']],
      ['Não tenho diabetes nem asma, não uso remédios e não tenho alergias', ['antecedentes', 'medicamentos', 'alergias']],
    ]);

    expect(conversa.turnos[3]?.medico).toMatch(/sem doenças crônicas; sem uso de medicamentos; sem alergias a medicamentos/);
    expect(linha(conversa.registro, 'Antecedentes')).toBe('Antecedentes: nega ou não informou.');
  });
});

describe('offline engine conversations: no question asked again right after its answer', () => {
  it.each([
    ['Começou no domingo, uns 5', 'no domingo'],
    ['Desde o dia 10, nota 4', 'desde o dia 10'],
    ['Começou em março, uns 3', 'em março'],
    ['Faz uma semana e meia, 6 ou 7', 'faz uma semana e meia'],
  ])('takes "%s" as the onset and the intensity', async (fala, inicio) => {
    const conversa = await conversar([
      ['Estou com dor nas costas', ['queixa']],
      [fala, ['inicio', 'intensidade']],
    ]);

    expect(conversa.turnos[1]?.perguntou).toEqual(['associados', 'especifico']);
    expect(linha(conversa.registro, 'Início')).toBe(`Início: ${inicio}.`);
  });

  it('takes "não sei dar nota" as the answer to the intensity', async () => {
    const conversa = await conversar([
      ['Estou com febre', ['queixa']],
      ['Desde segunda, não sei dar nota', ['inicio', 'intensidade']],
    ]);

    expect(conversa.turnos[1]?.medico).toMatch(/Anotei: desde segunda\./);
    expect(conversa.turnos[1]?.perguntou).toEqual(['associados', 'especifico']);
    expect(linha(conversa.registro, 'Intensidade')).toBeUndefined();
  });

  it('reads nausea as nausea, an irritated throat as a throat, without inventing vomiting or irritability', async () => {
    const conversa = await conversar([
      ['Estou com ânsia de vômito e a garganta irritada', ['queixa']],
      ['Desde ontem, uns 4', ['inicio', 'intensidade']],
    ]);

    expect(linha(conversa.registro, 'Sintomas relatados')).toBe('Sintomas relatados: dor de garganta e enjoo.');
  });
});

describe('at an urgent triage level the chat has already said so', () => {
  const responder = async (texto: string, nivel: 'emergencia' | 'consulta') => {
    let resposta = '';
    for await (const pedaco of engine.responder({
      medico: clinicaGeral,
      paciente,
      historico: [{ autor: 'paciente', texto: 'Estou com febre desde ontem.' }],
      mensagem: texto,
      arquivos: [],
      triagem: { nivel, motivos: ['Febre com rigidez de nuca ou dor ao olhar para a luz'] },
    })) resposta += pedaco;
    return resposta;
  };

  it('does not repeat the urgency, and asks history only for the record once the patient is on the way', async () => {
    const urgente = await responder('agora o pescoço ficou duro', 'emergencia');
    expect(urgente).toContain('Se você já estiver a caminho do atendimento ou em segurança');
    expect(urgente).not.toContain('SAMU 192');

    const comum = await responder('agora o pescoço ficou duro', 'consulta');
    expect(comum).not.toContain('Se você já estiver a caminho do atendimento');
  });
});
