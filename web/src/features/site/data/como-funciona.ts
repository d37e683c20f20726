import { promo } from '#shared/constants.js';
import { PRECO_CONSULTA_FORMATADO } from '#shared/format.js';

export interface Passo {
  readonly title: string;
  readonly description: string;
}

/** The four steps of a consultation (docs/regras-do-produto.md#public-site, /como-funciona). */
export const passos: readonly Passo[] = [
  {
    title: 'Escolha o especialista',
    description: 'Veja os médicos virtuais por especialidade, avaliação e disponibilidade e escolha o mais indicado para o seu caso.',
  },
  {
    title: `Pague ${PRECO_CONSULTA_FORMATADO}`,
    description: `Pagamento único por consulta, por PIX, boleto ou cartão. Na primeira consulta, use o código ${promo.codigo} e não pague nada.`,
  },
  {
    title: 'Inicie a consulta',
    description: 'Converse por texto ou voz, conte seus sintomas e envie exames, fotos e documentos. A consulta dura até 30 minutos.',
  },
  {
    title: 'Receba o pré-diagnóstico e a receita',
    description:
      'Ao final você recebe o pré-diagnóstico gerado por IA e pode baixar o rascunho da receita para validação por um médico.',
  },
];

/** The three benefits of /como-funciona. */
export const beneficios: readonly Passo[] = [
  {
    title: 'Disponível 24/7',
    description: 'Atendimento a qualquer hora do dia ou da noite, inclusive fins de semana e feriados, sem agendamento.',
  },
  {
    title: 'Seguro e confiável',
    description: 'Conexão criptografada, sigilo das informações e tratamento de dados de saúde conforme a LGPD.',
  },
  {
    title: 'Download da receita',
    description: 'Baixe o rascunho da receita em PDF ao final da consulta e leve-o para a validação do seu médico.',
  },
];
