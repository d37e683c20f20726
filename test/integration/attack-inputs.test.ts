/**
 * Bad input on every API route, generated (fast-check): for each entry of the route table,
 * malformed JSON, non-object bodies, unknown fields, missing fields, wrong types, huge strings,
 * oversized bodies, invalid CPFs and e-mails, HTML/script in names, junk queries and headers, junk
 * path segments and wrong methods, and absent or forged credentials. Every answer must be a 4xx
 * with a Portuguese message (attack-support.ts says what that means), never a 5xx, and no table
 * may change. Path parameters get bad values too (not uuids, huge, `../`, unknown document names,
 * well-formed but unknown ids), and the physician-validation routes are attacked with real
 * credentials about a real case (a queued case the local physician holds, a results session of its
 * patient's e-mail), so a check that let bad input through would reach the tables.
 *
 * Tables left out of the before/after comparison, and why:
 * - rate_limits: every request, refused or not, counts against its IP's window (that is the point
 *   of a rate limit), so refused requests legitimately add counter rows there;
 * - contatos rows whose id starts with 'ratelimit#': the contact form keeps its per-IP counters in
 *   its own table, for the same reason.
 * Everything else (presence, patients, consultations, checkouts, webhook events, chat tokens,
 * promo redemptions, transcript, validation cases and their record, e-mail codes and their attempt
 * counters, results sessions) must be byte-for-byte identical. No case here sends a well-formed
 * code for a real consultation, so `verificacoes_email` needs no exclusion: a wrong code's attempt
 * counter would otherwise be a legitimate change.
 */
import { randomUUID } from 'node:crypto';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { routesForStage, type RouteDefinition } from '#definitions/routes.js';
import { ASAAS_TOKEN_HEADER } from '#shared/schemas/webhook-asaas.js';
import { CHAT_TOKEN_HEADER } from '#shared/schemas/chat-tokens.js';
import { RESULTADOS_TOKEN_HEADER } from '#shared/schemas/validacao.js';
import {
  casoReservado,
  RASCUNHO_VALIDO,
  refusalProblem,
  send,
  sessaoResultados,
  snapshotTables,
  tableDifferences,
  type CasoReservado,
  type RawRequest,
  type TableSnapshot,
} from './attack-support.js';
import { documentClient, newEmail, newIp, signedInUser } from './pagamentos-helpers.js';
import { tokenMedicaLocal } from './validacao-helpers.js';

const stack = inject('stack');
const routes = routesForStage('local');

/** Cases per route; the route table (45 routes today) times this is well over 1000. */
const RUNS_PER_ROUTE = 40;
const MIN_TOTAL_CASES = 1000;

type FieldKind = 'string' | 'number' | 'boolean' | 'object';

interface RouteInput {
  /** A body with every field the schema knows, of the right type (values need not be valid). */
  readonly body?: Record<string, unknown>;
  /** Fields that may be left out. */
  readonly optional?: readonly string[];
  /** Unknown fields are accepted (Asaas' loose webhook payload): no junk-field cases. */
  readonly loose?: boolean;
  readonly cpfFields?: readonly string[];
  readonly emailFields?: readonly string[];
  readonly nameFields?: readonly string[];
  /** GET routes that read `?medicoId=`. */
  readonly medicoQuery?: boolean;
  /** Integer fields without a range (any integer is valid): only fractions are out of range there. */
  readonly anyInteger?: readonly string[];
  /** A well-formed value of each `{param}` of the path (the bad ones are generated). */
  readonly params?: Record<string, string>;
  /** Bad values a body field must refuse, beyond the generic wrong types and huge strings. */
  readonly badValues?: Record<string, fc.Arbitrary<unknown>>;
}

const uuid = '6f1c1a52-3f7e-4a51-9d0a-1f1f5a0b7c11';
const chatBody = { medicoId: 1 };

/**
 * What each route reads. A route added to routes.ts without an entry here fails the coverage test
 * below, so new routes cannot escape the suite. The physician-validation routes point at the real
 * case of the fixtures.
 */
const inputsFor = (fixtures: Fixtures): Record<string, RouteInput> => ({
  'presence-heartbeat': { body: { visitorId: 'visitante_0123456789abcdef', slot: 1 }, optional: ['slot'] },
  'presence-leave': { body: { visitorId: 'visitante_0123456789abcdef', slot: 1 } },
  'contato-create': {
    body: { nome: 'Ana Lima', email: 'ana@exemplo.com.br', telefone: '(11) 98765-4321', assunto: 'duvida-geral', mensagem: 'Olá' },
    optional: ['telefone'],
    emailFields: ['email'],
    nameFields: ['nome'],
  },
  'promo-validar': { body: { codigo: 'ZAP19' } },
  // The e-mail's code: well-formed, and no code was ever sent to this address, so checking it writes nothing.
  'consulta-gratuita': {
    body: { codigo: 'ZAP19', nome: 'Caio Ferreira', email: 'caio@exemplo.com.br', telefone: '11 91234-5678', medicoId: 5, cpf: '52998224725', codigoEmail: '000000' },
    cpfFields: ['cpf'],
    emailFields: ['email'],
    nameFields: ['nome'],
    badValues: { codigoEmail: badCode },
  },
  // Only bad bodies are sent: a well-formed one would e-mail a code (a legitimate change of `verificacoes_email`).
  'consulta-gratuita-codigo': { body: { email: 'caio@exemplo.com.br' }, emailFields: ['email'] },
  'pagamento-criar': {
    body: { nomeCompleto: 'Beatriz Rocha', email: 'bia@exemplo.com.br', cpfCnpj: '529.982.247-25', medicoId: 2 },
    cpfFields: ['cpfCnpj'],
    emailFields: ['email'],
    nameFields: ['nomeCompleto'],
  },
  'pagamento-status': { body: { checkoutId: 'ab'.repeat(32) } },
  'webhook-asaas': {
    body: { id: 'evt_ataque', event: 'PAYMENT_CONFIRMED', payment: { id: 'pay_ataque', externalReference: uuid } },
    optional: ['payment'],
    loose: true,
  },
  'chat-token-checkout': { body: { checkoutId: 'cd'.repeat(32) } },
  'chat-token-conta': { body: { consultaId: uuid } },
  'chat-token-validar': { body: { token: 'A'.repeat(43), medicoId: 5 }, optional: ['medicoId'], anyInteger: ['medicoId'] },
  'chat-token-utilizar': { body: { token: 'A'.repeat(43) } },
  'consultas-liberadas': {},
  'webhook-simulado': { body: { checkoutId: 'ef'.repeat(32) } },
  'perfil-obter': {},
  'perfil-atualizar': { body: { nome: 'Ana Lima' }, nameFields: ['nome'] },
  'perfil-avatar-upload': { body: { contentType: 'image/png', size: 1000 } },
  'perfil-avatar-confirmar': { body: { key: 'pendentes/x.png' } },
  'perfil-dados': {},
  'perfil-excluir': { body: { confirmacao: 'EXCLUIR' } },
  // Another patient's (here: no one's) consultation id is a 404, like one that does not exist.
  'perfil-anexos': { params: { consultaId: uuid } },
  'pagamento-recuperacao': {},
  // The checkout's recovery by an e-mailed code: an unknown consultation, so that no code is sent and
  // no attempt is counted (both answers are the same as for a real one).
  'pagamento-recuperacao-codigo': { body: { consultaId: randomUUID() }, badValues: { consultaId: malformedConsultaId } },
  'pagamento-recuperacao-acesso': {
    body: { consultaId: randomUUID(), codigo: '000000' },
    badValues: { consultaId: malformedConsultaId, codigo: badCode },
  },
  'chat-intake': { body: { medicoId: 1, dados: { nome: 'Maria Souza' } } },
  'chat-estado': { medicoQuery: true },
  'chat-mensagens': { body: { medicoId: 1, texto: 'Olá, doutor', arquivos: [] }, optional: ['arquivos'] },
  'chat-receita': { body: chatBody },
  'chat-receita-pdf': { medicoQuery: true },
  'chat-prontuario-pdf': { medicoQuery: true },
  'chat-anexo-upload': { body: { medicoId: 1, nome: 'exame.pdf', contentType: 'application/pdf', tamanho: 1000 } },
  'chat-encerrar': { body: { medicoId: 1, motivo: 'paciente', avaliacao: 5 }, optional: ['avaliacao'] },
  'chat-historico': {},
  fala: { body: { texto: 'Olá', voz: 'feminina', medicoId: 1 }, optional: ['voz', 'medicoId'], anyInteger: ['medicoId'] },
  // Physician validation (docs/validacao-medica.md).
  'medico-perfil': {},
  'medico-fila': {},
  'medico-caso': { params: { consultaId: fixtures.caso.consultaId } },
  'medico-reservar': { params: { consultaId: fixtures.caso.consultaId } },
  'medico-liberar': { params: { consultaId: fixtures.caso.consultaId } },
  'medico-rascunho': { params: { consultaId: fixtures.caso.consultaId }, body: { rascunho: RASCUNHO_VALIDO }, badValues: { rascunho: malformedDraft } },
  'medico-validar': { params: { consultaId: fixtures.caso.consultaId }, body: { rascunho: RASCUNHO_VALIDO }, badValues: { rascunho: malformedDraft } },
  'medico-recusar': {
    params: { consultaId: fixtures.caso.consultaId },
    body: { orientacao: 'Procure uma avaliação presencial.' },
    badValues: { orientacao: fc.oneof(blankText, longText(4001, 12_000)) },
  },
  'resultados-conta': {},
  'resultados-conta-documento': { params: { consultaId: fixtures.caso.consultaId, documento: 'receita' } },
  'resultados-codigo': { body: { consultaId: fixtures.caso.consultaId }, badValues: { consultaId: badConsultaId } },
  'resultados-sessao': {
    // A well-formed code is sent only with an unknown id: a wrong code for the real consultation
    // would count an attempt against its e-mail (a legitimate change of `verificacoes_email`).
    body: { consultaId: fixtures.caso.consultaId, codigo: '000000' },
    badValues: { consultaId: badConsultaId, codigo: badCode },
  },
  'resultados-acesso': {},
  'resultados-acesso-documento': { params: { consultaId: fixtures.caso.consultaId, documento: 'relatorio' } },
});

interface Case extends RawRequest {
  readonly family: string;
  /** Statuses the case must get; any 4xx when absent. */
  readonly expect?: readonly number[];
}

interface Fixtures {
  /** A signed-in patient (no group). */
  readonly accessToken: string;
  readonly webhookToken: string;
  /** The local physician (`medicos`, with CRM and UF). */
  readonly medicaToken: string;
  /** A live results session of the case's patient e-mail. */
  readonly resultadosToken: string;
  /** A queued case, with the AI's drafts, that the local physician holds. */
  readonly caso: CasoReservado;
}

// ---------------------------------------------------------------------------------------------
// Generators of invalid values.
// ---------------------------------------------------------------------------------------------

/** Header-safe text (no CR/LF, Latin-1 only) of up to `max` characters. */
const headerText = (max: number) =>
  fc.string({ unit: fc.constantFrom(...'abcXYZ019 -_=.;:/<>"\'{}[]!@#$%&*()+,?'.split('')), minLength: 1, maxLength: max });

const hugeString = fc.integer({ min: 70_000, max: 400_000 }).map((size) => 'A'.repeat(size));

/** JSON text that JSON.parse refuses. */
const malformedJson = fc
  .oneof(
    fc.constantFrom('{', '{"a":', '{"a":1,}', "{'a':1}", 'undefined', 'NaN', '{"a":1}}', '[1,2', '{"a":"\\x"}', '\u0000', '<html></html>', 'nome=Ana'),
    fc.string({ maxLength: 40 }).map((text) => `{${text}`),
    fc.string({ maxLength: 40 }).map((text) => `${text}}}`),
  )
  .filter((text) => {
    try {
      JSON.parse(text);
      return false;
    } catch {
      return text.trim() !== '' || text === '\u0000';
    }
  });

/** JSON that is valid but not an object. */
const nonObjectJson = fc
  .oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.string({ maxLength: 30 }), fc.boolean(), fc.constant(null), fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }))
  .map((value) => JSON.stringify(value));

/**
 * A value of another type than the sample's. null counts as "absent" for a nullish optional field
 * (Asaas' `payment`), so only required fields get it.
 */
function wrongTypeFor(kind: FieldKind, optional: boolean): fc.Arbitrary<unknown> {
  const all: Array<[FieldKind | 'null' | 'array', fc.Arbitrary<unknown>]> = [
    ['string', fc.string({ maxLength: 20 })],
    ['number', fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }))],
    ['boolean', fc.boolean()],
    ['object', fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 })],
    ['null', fc.constant(null)],
    ['array', fc.array(fc.jsonValue({ maxDepth: 1 }), { maxLength: 3 })],
  ];
  return fc.oneof(...all.filter(([name]) => name !== kind && !(optional && name === 'null')).map(([, arbitrary]) => arbitrary));
}

/** Numbers no route accepts where the sample has a number: zero, negatives, fractions. */
const fraction = fc.double({ min: 0.01, max: 99.99, noNaN: true }).filter((n) => !Number.isInteger(n));
const badNumber = fc.oneof(fc.integer({ min: -1_000_000, max: 0 }), fraction);

/** 11 characters that are not a valid CPF: wrong check digits, repeated digits, letters. */
const invalidCpf = fc.oneof(
  fc.integer({ min: 0, max: 9 }).map((digit) => String(digit).repeat(11)),
  fc.stringMatching(/^\d{9}$/).map((nine) => `${nine}${(Number(nine.at(-1)) + 1) % 10}${(Number(nine.at(-2)) + 3) % 10}`).filter((cpf) => !isValidCpfLoose(cpf)),
  fc.stringMatching(/^[a-z0-9]{11}$/).filter((text) => /[a-z]/.test(text)),
  fc.stringMatching(/^\d{1,10}$/),
  fc.constant('123.456.789-00'),
);

function isValidCpfLoose(cpf: string): boolean {
  const digits = cpf.split('').map(Number);
  const check = (length: number) => {
    const sum = digits.slice(0, length).reduce((acc, digit, index) => acc + digit * (length + 1 - index), 0);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return !/^(\d)\1{10}$/.test(cpf) && check(9) === digits[9] && check(10) === digits[10];
}

const invalidEmail = fc.oneof(
  fc.constantFrom('sem-arroba', 'a@', '@exemplo.com', 'a@b', 'a b@exemplo.com', '<script>@x.com', 'a@@exemplo.com'),
  fc.stringMatching(/^[a-z]{1,10}$/),
);

/** Markup where a name goes: refused by the name rule, never stored. */
const htmlName = fc
  .tuple(
    fc.constantFrom('Ana', 'José', ''),
    fc.constantFrom('<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '"><svg onload=alert(1)>', '<b>Ana</b>', "Ana'); DROP TABLE pacientes;--", '{{7*7}}', '${7*7}'),
  )
  .map(([prefix, markup]) => `${prefix} ${markup}`.trim());

/** A path segment that is not part of any route. */
const junkSegment = fc.stringMatching(/^[a-z0-9_%-]{1,16}$/).map((text) => `x${text}`);

const newUuid = fc.constant(null).map(() => randomUUID());
const longText = (min: number, max: number) => fc.integer({ min, max }).map((size) => 'A'.repeat(size));
/** Texts a required field refuses: empty, or only white space once trimmed. */
const blankText = fc.constantFrom('', ' ', '   ', '\n\t ', '\u00a0');

/** Ids that are not a consultation's: not uuids, markup, traversal, huge, or well-formed but unknown. */
const badConsultaId = fc.oneof(
  fc.constantFrom(
    '',
    'abc',
    '1',
    '-1',
    'null',
    uuid.replace(/-/g, ''),
    `${uuid}x`,
    uuid.slice(0, -1),
    uuid.replace('6f', 'gz'),
    `{${uuid}}`,
    '{consultaId}',
    "' OR '1'='1",
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '..\\..\\windows\\win.ini',
  ),
  fc.string({ minLength: 1, maxLength: 40 }),
  longText(200, 6_000),
  newUuid,
);

/**
 * Ids that are not even well formed: the checkout's recovery answers an unknown uuid exactly as a
 * real one (no enumeration), so only a malformed id is a bad input there.
 */
const malformedConsultaId = badConsultaId.filter((value) => !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value));

/** Raw path segments (already percent-encoded, or meant raw) for a `{param}`. */
const badSegment = (param: string) =>
  fc.oneof(
    badConsultaId.filter((value) => value !== '').map((value) => encodeURIComponent(value)),
    fc.constantFrom('..', '.', '%2e%2e', '%2E%2E%2F%2E%2E', '..%2F..%2Fetc%2Fpasswd', '%00', '%0A', '%252e%252e', '%20', '%C3%A7', '%E0%A4%A', '%zz', '%'),
    ...(param === 'documento'
      ? [fc.constantFrom('prontuario', 'receita.pdf', 'RECEITA', 'Receita', 'relatorios', 'receita%00', 'receita%20', '..%2Freceita', 'receita%2F..', 'relatorio.pdf')]
      : []),
  );

/** Codes the results session refuses by their form (6 ASCII digits once trimmed). */
const badCode = fc.oneof(
  fc.constantFrom('', '12345', '1234567', 'abcdef', '12a456', '12 456', '-12345', '+12345', '１２３４５６', '١٢٣٤٥٦', '123456789012', '0x1234'),
  fc.stringMatching(/^\d{1,5}$/),
  fc.stringMatching(/^\d{7,12}$/),
  fc.integer({ min: 0, max: 999_999 }),
);

/**
 * Drafts the physician's edit and decision refuse (rascunhoClinicoSchema): a part missing, a part
 * of the wrong type, texts over their limits or blank where required, lists over their limits
 * (e.g. 16 to 20 medicines), negative numbers where texts go, unknown triage levels. The listed
 * ones are all sent by a test of their own; the generator mixes them with generated sizes.
 */
const rascunho = RASCUNHO_VALIDO;
const medicamento = rascunho.receita.medicamentos[0]!;
const without = <T extends object>(value: T, key: keyof T) => Object.fromEntries(Object.entries(value).filter(([name]) => name !== key));
const listedMalformedDrafts: ReadonlyArray<() => unknown> = [
  () => without(rascunho, 'nota'),
  () => without(rascunho, 'receita'),
  () => without(rascunho, 'mensagemPaciente'),
  () => without(rascunho, 'triagem'),
  () => ({ ...rascunho, nota: without(rascunho.nota, 'avaliacao') }),
  () => ({ ...rascunho, nota: without(rascunho.nota, 'subjetivo') }),
  () => ({ ...rascunho, receita: without(rascunho.receita, 'medicamentos') }),
  () => ({ ...rascunho, triagem: without(rascunho.triagem, 'nivel') }),
  () => ({ ...rascunho, nota: 'Paciente com tosse.' }),
  () => ({ ...rascunho, nota: null }),
  () => ({ ...rascunho, receita: [] }),
  () => ({ ...rascunho, mensagemPaciente: -1 }),
  () => ({ ...rascunho, mensagemPaciente: '' }),
  () => ({ ...rascunho, mensagemPaciente: '    ' }),
  () => ({ ...rascunho, receita: { ...rascunho.receita, medicamentos: medicamento } }),
  () => ({ ...rascunho, receita: { ...rascunho.receita, medicamentos: [{}] } }),
  () => ({ ...rascunho, receita: { ...rascunho.receita, medicamentos: [{ ...medicamento, nome: '' }] } }),
  () => ({ ...rascunho, receita: { ...rascunho.receita, medicamentos: [{ ...medicamento, nome: '   ' }] } }),
  () => ({ ...rascunho, receita: { ...rascunho.receita, medicamentos: [{ ...medicamento, dose: -500 }] } }),
  () => ({ ...rascunho, receita: { ...rascunho.receita, medicamentos: [{ ...medicamento, duracao: -5 }] } }),
  () => ({ ...rascunho, receita: { ...rascunho.receita, medicamentos: [without(medicamento, 'posologia')] } }),
  () => ({ ...rascunho, triagem: { ...rascunho.triagem, nivel: 'urgente' } }),
  () => ({ ...rascunho, triagem: { ...rascunho.triagem, nivel: 'EMERGENCIA' } }),
  () => ({ ...rascunho, triagem: { ...rascunho.triagem, nivel: '' } }),
  () => ({ ...rascunho, triagem: { ...rascunho.triagem, nivel: 0 } }),
  () => ({ ...rascunho, triagem: { ...rascunho.triagem, motivos: 'febre' } }),
  () => ({ ...rascunho, triagem: { ...rascunho.triagem, motivos: [-1] } }),
  () => ({ ...rascunho, nota: { ...rascunho.nota, avaliacao: { ...rascunho.nota.avaliacao, diferenciais: [{ hipotese: '', raciocinio: '' }] } } }),
  () => ({ ...rascunho, nota: { ...rascunho.nota, avaliacao: { ...rascunho.nota.avaliacao, diferenciais: [{ hipotese: 'Gripe' }] } } }),
  () => ({ ...rascunho, nota: { ...rascunho.nota, plano: { ...rascunho.nota.plano, exames: [1, 2] } } }),
  () => ({ ...rascunho, nota: { ...rascunho.nota, plano: { ...rascunho.nota.plano, retorno: null } } }),
  () => ({ ...rascunho, receita: { ...rascunho.receita, medicamentos: Array.from({ length: 20 }, () => medicamento) } }),
  () => ({ ...rascunho, nota: { ...rascunho.nota, subjetivo: 'A'.repeat(6001) } }),
  () => ({ ...rascunho, mensagemPaciente: 'A'.repeat(4001) }),
  ];
const many = <T,>(item: T, min: number, max: number) => fc.integer({ min, max }).map((count) => Array.from({ length: count }, () => item));
const malformedDraft: fc.Arbitrary<unknown> = fc.oneof(
    fc.constantFrom(...listedMalformedDrafts).map((make) => make()),
    // Lists over their limits.
    many(medicamento, 16, 20).map((medicamentos) => ({ ...rascunho, receita: { ...rascunho.receita, medicamentos } })),
    many('Febre', 21, 30).map((motivos) => ({ ...rascunho, triagem: { ...rascunho.triagem, motivos } })),
    many(rascunho.nota.avaliacao.diferenciais[0]!, 9, 12).map((diferenciais) => ({ ...rascunho, nota: { ...rascunho.nota, avaliacao: { ...rascunho.nota.avaliacao, diferenciais } } })),
    many('Hemograma', 21, 25).map((exames) => ({ ...rascunho, nota: { ...rascunho.nota, plano: { ...rascunho.nota.plano, exames } } })),
    // Texts over their limits (the bodies stay under the route's size cap, so the schema judges them).
    longText(6_001, 40_000).map((subjetivo) => ({ ...rascunho, nota: { ...rascunho.nota, subjetivo } })),
    longText(4_001, 20_000).map((mensagemPaciente) => ({ ...rascunho, mensagemPaciente })),
    longText(201, 5_000).map((nome) => ({ ...rascunho, receita: { ...rascunho.receita, medicamentos: [{ ...medicamento, nome }] } })),
    longText(121, 5_000).map((dose) => ({ ...rascunho, receita: { ...rascunho.receita, medicamentos: [{ ...medicamento, dose }] } })),
    longText(301, 5_000).map((motivo) => ({ ...rascunho, triagem: { ...rascunho.triagem, motivos: [motivo] } })),
    longText(2_001, 10_000).map((orientacoes) => ({ ...rascunho, receita: { ...rascunho.receita, orientacoes } })),
    // Negative or fractional numbers where texts go.
    fc.oneof(fc.integer({ min: -1_000_000, max: -1 }), fc.double({ min: -1000, max: 1000, noNaN: true })).map((numero) => ({
      ...rascunho,
      receita: { ...rascunho.receita, medicamentos: [{ ...medicamento, dose: numero }] },
    })),
  );

/** `route.path` with its `{param}`s replaced by the given raw segments. */
const fillPath = (template: string, params: Record<string, string>): string =>
  template.replace(/\{(\w+)\}/g, (_whole, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`no value for {${name}} of ${template}`);
    return value;
  });

const pathParams = (template: string): string[] => [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);

// ---------------------------------------------------------------------------------------------
// Cases for one route.
// ---------------------------------------------------------------------------------------------

const fieldKind = (value: unknown): FieldKind =>
  typeof value === 'number' ? 'number' : typeof value === 'boolean' ? 'boolean' : typeof value === 'string' ? 'string' : 'object';

/** The header a route's credentials travel in, and the real value the forgeries start from. */
function credentialOf(route: RouteDefinition, fixtures: Fixtures): { header: string; real: string } {
  switch (route.auth) {
    case 'cognito':
      return { header: 'authorization', real: fixtures.accessToken };
    case 'medico':
      return { header: 'authorization', real: fixtures.medicaToken };
    case 'webhook-token':
      return { header: ASAAS_TOKEN_HEADER, real: fixtures.webhookToken };
    case 'resultados-token':
      return { header: RESULTADOS_TOKEN_HEADER, real: fixtures.resultadosToken };
    default:
      return { header: CHAT_TOKEN_HEADER, real: 'A'.repeat(43) };
  }
}

const bearer = (route: RouteDefinition) => route.auth === 'cognito' || route.auth === 'medico';

function routeCases(route: RouteDefinition, input: RouteInput, fixtures: Fixtures): fc.Arbitrary<Case> {
  const ip = fc.constant(null).map(() => newIp());
  /** The path with well-formed parameters: what every family but the path's own attacks. */
  const path = fillPath(route.path, input.params ?? {});
  /**
   * The headers that get past authentication, so the input itself is what is judged. Chat tokens
   * are left out: the chat routes judge their body before the token (attack-chat-tokens.test.ts
   * attacks the tokens).
   */
  const credential = credentialOf(route, fixtures);
  const authHeaders: Record<string, string> =
    route.auth === 'none' || route.auth === 'chat-token'
      ? {}
      : { [credential.header]: bearer(route) ? `Bearer ${credential.real}` : credential.real };
  const families: Array<{ arbitrary: fc.Arbitrary<Case>; weight: number }> = [];
  const add = (arbitrary: fc.Arbitrary<Case>, weight = 1) => families.push({ arbitrary, weight });
  const withBody = (family: string, body: fc.Arbitrary<string>, extra: Record<string, string> = {}) =>
    fc.record({ body, ip }).map(({ body: text, ip: address }) => ({
      family,
      method: route.method,
      path,
      body: text,
      ip: address,
      headers: { ...authHeaders, ...extra },
    }));

  if (input.body) {
    const sample = input.body;
    const fields = Object.keys(sample);
    const required = fields.filter((field) => !input.optional?.includes(field));
    const mutate = (field: string, value: unknown) => JSON.stringify({ ...sample, [field]: value });

    add(withBody('malformed JSON', malformedJson));
    add(withBody('not an object', nonObjectJson));
    add(withBody('empty body', fc.constantFrom('', '   ', '\n')));
    add(
      withBody(
        'wrong type',
        fc.constantFrom(...fields).chain((field) =>
            wrongTypeFor(fieldKind(sample[field]), input.optional?.includes(field) ?? false).map((value) => mutate(field, value)),
          ),
      ),
    );
    const numberFields = fields.filter((field) => typeof sample[field] === 'number');
    if (numberFields.length > 0) {
      add(
        withBody(
          'out-of-range number',
          fc.constantFrom(...numberFields).chain((field) => (input.anyInteger?.includes(field) ? fraction : badNumber).map((value) => mutate(field, value))),
        ),
      );
    }
    const stringFields = fields.filter((field) => typeof sample[field] === 'string');
    if (stringFields.length > 0) {
      add(withBody('huge string', fc.tuple(fc.constantFrom(...stringFields), hugeString).map(([field, value]) => mutate(field, value))));
    }
    add(withBody('oversized body', hugeString.map((filler) => JSON.stringify({ ...sample, enchimento: filler }))));
    if (required.length > 0) {
      add(
        withBody(
          'missing field',
          fc.subarray(required, { minLength: 1 }).map((missing) => JSON.stringify(Object.fromEntries(Object.entries(sample).filter(([key]) => !missing.includes(key))))),
        ),
      );
    }
    if (!input.loose) {
      add(
        withBody(
          'unknown field',
          fc
            .tuple(fc.stringMatching(/^[a-zA-Z_]{1,12}$/), fc.jsonValue({ maxDepth: 1 }))
            .map(([key, value]) => JSON.stringify({ ...sample, [`__${key}`]: value })),
        ),
      );
    }
    // The field rules that matter most get more of the route's cases.
    for (const field of input.cpfFields ?? []) add(withBody('invalid CPF', invalidCpf.map((cpf) => mutate(field, cpf))), 4);
    for (const field of input.emailFields ?? []) add(withBody('invalid e-mail', invalidEmail.map((email) => mutate(field, email))), 3);
    for (const field of input.nameFields ?? []) add(withBody('HTML in a name', htmlName.map((name) => mutate(field, name))), 4);
    for (const [field, values] of Object.entries(input.badValues ?? {})) add(withBody('bad field value', values.map((value) => mutate(field, value))), 4);
    add(
      withBody(
        'junk headers with a bad body',
        malformedJson,
        {},
      ).chain((base) =>
        fc
          .record({ 'x-forwarded-for': headerText(60), 'user-agent': headerText(2000), 'content-type': fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=latin1', 'multipart/form-data; boundary=x') })
          .map((junk) => ({ ...base, headers: { ...base.headers, ...junk } })),
      ),
    );
  }

  // Bad path parameters, with real credentials and a well-formed body: the path is what is judged.
  const params = pathParams(route.path);
  if (params.length > 0) {
    add(
      fc
        .constantFrom(...params)
        .chain((param) => badSegment(param).map((segment) => ({ param, segment })))
        .chain(({ param, segment }) =>
          ip.map((address) => ({
            family: 'bad path parameter',
            method: route.method,
            path: fillPath(route.path, { ...input.params, [param]: segment }),
            ip: address,
            headers: authHeaders,
            ...(input.body ? { body: JSON.stringify(input.body) } : {}),
          })),
        ),
      3,
    );
  }

  // A signed-in account outside `medicos` (a patient), with an otherwise well-formed request: 403.
  if (route.auth === 'medico') {
    add(
      ip.map((address) => ({
        family: 'not a physician',
        method: route.method,
        path,
        ip: address,
        headers: { authorization: `Bearer ${fixtures.accessToken}` },
        ...(input.body ? { body: JSON.stringify(input.body) } : {}),
        expect: [403],
      })),
    );
  }

  if (input.medicoQuery) {
    const query = fc.oneof(
      fc.constant(''),
      fc.constantFrom('medicoId=', 'medicoId=abc', 'medicoId=0', 'medicoId=-1', 'medicoId=1.5', 'medicoId=1&medicoId=2', 'medicoId=%3Cscript%3E', 'medicoId=99999', 'medico_id=1'),
      fc.string({ maxLength: 30 }).map((text) => `medicoId=${encodeURIComponent(text)}`),
    );
    add(
      fc.record({ query, ip }).map(({ query: text, ip: address }) => ({
        family: 'junk query',
        method: route.method,
        path: `${route.path}${text === '' ? '' : `?${text}`}`,
        ip: address,
      })),
    );
  }

  // Forged or absent credentials, with an otherwise well-formed request (path included): 401 (403
  // for a foreign token's doctor). Derived from the real credential: truncated, extended, re-cased.
  if (route.auth !== 'none') {
    const { header, real } = credential;
    const forged = fc.oneof(
      fc.constant(undefined),
      fc.constant(''),
      fc.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      headerText(300),
      fc.integer({ min: 1, max: real.length - 1 }).map((length) => real.slice(0, length)),
      fc.constant(`${real}x`),
      fc.constant(real.toUpperCase() === real ? real.toLowerCase() : real.toUpperCase()),
      // An unsigned JWT claiming to be anyone.
      fc.constant(`${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify({ sub: randomUUID(), token_use: 'access' })).toString('base64url')}.`),
    );
    add(
      fc.record({ token: forged, ip }).map(({ token, ip: address }) => {
        const value = token === undefined ? undefined : bearer(route) ? `Bearer ${token}` : token;
        const query = input.medicoQuery ? '?medicoId=1' : '';
        return {
          family: 'forged credentials',
          method: route.method,
          path: `${path}${query}`,
          ip: address,
          ...(input.body ? { body: JSON.stringify(input.body) } : {}),
          headers: value === undefined ? {} : { [header]: value },
          expect: [401, 403],
        };
      }),
    );
  }

  // Paths and methods no route has.
  const otherRoutes = new Set(routes.map((other) => `${other.method} ${other.path}`));
  add(
    fc.record({ segment: junkSegment, ip }).map(({ segment, ip: address }) => ({
      family: 'junk path',
      method: route.method,
      path: `${path}/${segment}`,
      ip: address,
      expect: [404],
    })),
  );
  const otherMethods = (['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const).filter((method) => !otherRoutes.has(`${method} ${route.path}`));
  add(
    fc.record({ method: fc.constantFrom(...otherMethods), ip }).map(({ method, ip: address }) => ({
      family: 'wrong method',
      method,
      path,
      ip: address,
      expect: [405],
    })),
  );
  add(
    fc.record({ ip }).map(({ ip: address }) => ({ family: 'wrong case', method: route.method, path: path.toUpperCase(), ip: address, expect: [404] })),
  );
  return fc.oneof(...families);
}

// ---------------------------------------------------------------------------------------------
// The run.
// ---------------------------------------------------------------------------------------------

let db: DynamoDBDocumentClient;
let fixtures: Fixtures;
let inputs: Record<string, RouteInput>;
let before: TableSnapshot;
const counts = new Map<string, number>();

const keep = (table: string, item: Record<string, unknown>) =>
  table !== 'rate_limits' && !(table === 'contatos' && String(item.id).startsWith('ratelimit#'));

beforeAll(async () => {
  db = documentClient(stack.dynamoDbEndpoint);
  const [accessToken, medicaToken] = await Promise.all([signedInUser(stack, newEmail('ataque')), tokenMedicaLocal(stack)]);
  const caso = await casoReservado(stack, medicaToken);
  const resultadosToken = await sessaoResultados(stack, caso);
  fixtures = { accessToken, webhookToken: stack.asaasWebhookToken, medicaToken, resultadosToken, caso };
  inputs = inputsFor(fixtures);
  before = await snapshotTables(db, stack.env, keep);
});
afterAll(async () => {
  // The case leaves the local physician's hands (after the comparison), as the cockpit's release does.
  if (fixtures) {
    const path = `/api/medico/casos/${fixtures.caso.consultaId}/reserva`;
    await send(stack.apiUrl, { method: 'DELETE', path, headers: { authorization: `Bearer ${fixtures.medicaToken}` } });
  }
  db.destroy();
});

describe('bad input on every route', () => {
  it('has an input description for every route of the table, with a value for every path parameter', () => {
    expect(routes.map((route) => route.id).filter((id) => !(id in inputs))).toEqual([]);
    expect(routes.filter((route) => pathParams(route.path).some((param) => inputs[route.id]?.params?.[param] === undefined)).map((route) => route.id)).toEqual([]);
  });

  it.each(routes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s refuses every generated bad request with a Portuguese 4xx',
    async (_name, route) => {
      const input = inputs[route.id] ?? {};
      await fc.assert(
        fc.asyncProperty(routeCases(route, input, fixtures), async (attack) => {
          const answer = await send(stack.apiUrl, attack);
          counts.set(attack.family, (counts.get(attack.family) ?? 0) + 1);
          const problem = refusalProblem(answer) ?? (attack.expect && !attack.expect.includes(answer.status) ? `status ${answer.status}, wanted ${attack.expect.join('/')}` : undefined);
          if (problem) throw new Error(`${attack.family}: ${attack.method} ${attack.path.slice(0, 120)} → ${problem}`);
        }),
        { numRuns: RUNS_PER_ROUTE, endOnFailure: true },
      );
    },
    30_000,
  );

  it('refuses every listed malformed draft when the physician saves or validates her case', async () => {
    const medica = { authorization: `Bearer ${fixtures.medicaToken}` };
    for (const route of routes.filter((candidate) => candidate.id === 'medico-rascunho' || candidate.id === 'medico-validar')) {
      for (const [index, make] of listedMalformedDrafts.entries()) {
        const path = fillPath(route.path, { consultaId: fixtures.caso.consultaId });
        const answer = await send(stack.apiUrl, { method: route.method, path, headers: medica, body: JSON.stringify({ rascunho: make() }), ip: newIp() });
        counts.set('listed malformed draft', (counts.get('listed malformed draft') ?? 0) + 1);
        expect(refusalProblem(answer), `${route.id}, draft #${index}`).toBeUndefined();
        expect(answer.status, `${route.id}, draft #${index}`).toBe(400);
      }
    }
  });

  it('sent enough cases of every kind, and no table changed', async () => {
    const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
    console.log(`bad-input cases: ${total} (${[...counts].map(([family, count]) => `${family} ${count}`).join(', ')})`);
    expect(total).toBeGreaterThanOrEqual(MIN_TOTAL_CASES);
    const after = await snapshotTables(db, stack.env, keep);
    expect(tableDifferences(before, after)).toEqual([]);
  });
});
