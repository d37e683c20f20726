/**
 * The clinical guard (CFM 2.454/2026, docs/validacao-medica.md): which sentences of the AI's answer
 * the patient may read, and what the stream looks like when some are held back.
 */
import { describe, expect, it } from 'vitest';
import { orientacoesEmergencia } from '#shared/emergencia.js';
import { AVISO_AVALIACAO_MEDICA, classificarFrase, createDivisorFrases, filtrarResposta, type TrechoFiltrado } from '#lambdas/ia/guarda-clinica.js';

async function* pedacos(...lista: string[]): AsyncGenerator<string> {
  for (const pedaco of lista) yield pedaco;
}

async function filtrar(...lista: string[]): Promise<{ texto: string; retidos: string[]; trechos: TrechoFiltrado[] }> {
  const trechos: TrechoFiltrado[] = [];
  for await (const trecho of filtrarResposta(pedacos(...lista))) trechos.push(trecho);
  return {
    texto: trechos.flatMap((trecho) => (trecho.tipo === 'texto' ? [trecho.texto] : [])).join(''),
    retidos: trechos.flatMap((trecho) => (trecho.tipo === 'retido' ? [trecho.texto] : [])),
    trechos,
  };
}

describe('classificarFrase', () => {
  it.each([
    ['Você tem sinusite.', 'diagnostico'],
    ['Seu diagnóstico é gripe.', 'diagnostico'],
    ['Provavelmente é uma sinusite.', 'diagnostico'],
    ['Trata-se de uma virose.', 'diagnostico'],
    ['O quadro é compatível com infecção urinária.', 'diagnostico'],
    ['As hipóteses são enxaqueca e cefaleia tensional.', 'diagnostico'],
    ['VOCÊ ESTÁ COM OTITE', 'diagnostico'],
    ['Será que não é sinusite?', 'diagnostico'],
    ['Vai melhorar em 3 dias.', 'prognostico'],
    ['Não é grave.', 'prognostico'],
    ['Isso vai passar logo.', 'prognostico'],
    ['A febre costuma durar de 2 a 4 dias.', 'prognostico'],
    ['Tome dipirona 500 mg de 6 em 6 horas.', 'dose'],
    ['Tome 1 comprimido 2x ao dia.', 'dose'],
    ['Pingue duas gotas em cada narina.', 'dose'],
    ['Use 5 ml de 8/8h.', 'dose'],
    ['Use paracetamol.', 'medicamento'],
    ['O tratamento com amoxicilina resolve.', 'medicamento'],
    ['Que tal tomar ibuprofeno?', 'medicamento'],
    ['Faça inalação com soro.', 'tratamento'],
    ['Você precisa de antibiótico.', 'tratamento'],
    ['Aplique uma pomada no local.', 'tratamento'],
    ['Recomendo tomar um anti-inflamatório.', 'tratamento'],
  ])('holds back %j (%s)', (frase, motivo) => {
    expect(classificarFrase(frase)).toBe(motivo);
  });

  it.each([
    'Você toma algum remédio?',
    'Tem alergia a dipirona?',
    'Você já tomou paracetamol para essa dor?',
    'Você usa algum medicamento regularmente ou já tomou algum remédio para esses sintomas?',
    'Você já teve sinusite antes?',
    'Procure um pronto-socorro.',
    'Ligue 192.',
    'Ligue para o CVV 188 (24 h, gratuito), ou converse pelo chat em cvv.org.br.',
    'Beba água.',
    'Beba bastante água e descanse.',
    'Entendi, você está com febre há 3 dias.',
    'De 0 a 10, qual a intensidade do incômodo?',
    'Anotei: sem doenças crônicas; medicamentos em uso: losartana; alergia a dipirona.',
    'Não tome remédios por conta própria.',
    'Um médico vai revisar a sua consulta e enviar a avaliação.',
    'O médico vai passar as orientações.',
    AVISO_AVALIACAO_MEDICA,
  ])('lets %j through', (frase) => {
    expect(classificarFrase(frase)).toBeUndefined();
  });

  it('lets every emergency orientation through, sentence by sentence', () => {
    for (const orientacao of Object.values(orientacoesEmergencia)) {
      const divisor = createDivisorFrases();
      for (const frase of [...divisor.push(orientacao), ...divisor.end()]) expect([frase, classificarFrase(frase)]).toEqual([frase, undefined]);
    }
  });

  it('ignores accents and case', () => {
    expect(classificarFrase('VOCE TEM SINUSITE')).toBe('diagnostico');
    expect(classificarFrase('tome DIPIRONA')).toBe('medicamento');
    expect(classificarFrase('Tome Dípirona')).toBe('medicamento');
  });
});

describe('createDivisorFrases', () => {
  it('cuts at sentence ends and line breaks, keeping decimals, abbreviations and list numbers together', () => {
    const divisor = createDivisorFrases();

    const frases = [
      ...divisor.push('Olá! O Dr. Rafael pediu 2.'),
      ...divisor.push('5 litros? Sim.\n1. Repouso\n- Água'),
      ...divisor.end(),
    ];

    expect(frases).toEqual(['Olá! ', 'O Dr. Rafael pediu 2.5 litros? ', 'Sim.\n', '1. Repouso\n', '- Água']);
  });
});

describe('filtrarResposta', () => {
  it('streams allowed sentences as they complete, even when a sentence is split across chunks', async () => {
    const { trechos } = await filtrar('Entendi, febre', ' há 3 dias. Você no', 'tou tosse?');

    expect(trechos).toEqual([
      { tipo: 'texto', texto: 'Entendi, febre há 3 dias. ' },
      { tipo: 'texto', texto: 'Você notou tosse?' },
    ]);
  });

  it('holds back a dose split across chunks and says once that the physician will assess', async () => {
    const { texto, retidos } = await filtrar('Entendi. Tome dipi', 'rona 500 ', 'mg de 6 em 6 horas. Use também ibuprofeno. Beba água.');

    expect(retidos).toEqual(['Tome dipirona 500 mg de 6 em 6 horas.', 'Use também ibuprofeno.']);
    expect(texto).toBe(`Entendi. ${AVISO_AVALIACAO_MEDICA} Beba água.`);
    expect(texto).not.toMatch(/dipirona|ibuprofeno|mg/i);
  });

  it('flushes the last sentence at the end of the stream', async () => {
    const { texto, retidos } = await filtrar('Procure um pronto-socorro se piorar. Provavelmente é uma sinusite');

    expect(retidos).toEqual(['Provavelmente é uma sinusite']);
    expect(texto).toBe(`Procure um pronto-socorro se piorar. ${AVISO_AVALIACAO_MEDICA}`);
  });

  it('keeps history taking and the safety net whole', async () => {
    const resposta = 'Você toma algum remédio? Tem alergia a dipirona?\n\nSe tiver falta de ar, ligue 192 ou procure um pronto-socorro.';

    const { texto, retidos } = await filtrar(...resposta.match(/.{1,7}/gs)!);

    expect(retidos).toEqual([]);
    expect(texto).toBe(resposta);
  });

  it('passes the engine errors on', async () => {
    async function* falha(): AsyncGenerator<string> {
      yield 'Entendi. ';
      throw new Error('ThrottlingException');
    }
    const lidos: TrechoFiltrado[] = [];

    await expect(
      (async () => {
        for await (const trecho of filtrarResposta(falha())) lidos.push(trecho);
      })(),
    ).rejects.toThrow('ThrottlingException');
    expect(lidos).toEqual([{ tipo: 'texto', texto: 'Entendi. ' }]);
  });
});
