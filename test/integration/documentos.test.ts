/**
 * Emission of the validated documents against the real local services: the local S3 (header-signed
 * PutObject with `If-None-Match: *`, GetObject) and the local test CA's certificate. A decision's
 * documents are written once; a second emission with the same keys is refused and changes nothing.
 * Standalone: its own object store and CA in a temporary folder.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emitirCertificadoMedico } from '#infra/local/certificados.js';
import { startObjectStore, type LocalObjectStore } from '#infra/local/object-store.js';
import type { RascunhoClinico } from '#shared/schemas/validacao.js';
import { assinadorNenhum, createAssinador, type AssinadorPdf } from '#lambdas/common/assinatura/assinador.js';
import { s3ClientConfig } from '#lambdas/common/s3-client.js';
import { emitirDocumentosValidados, type EmissaoInput } from '#lambdas/documentos/emissao.js';
import {
  chaveDocumento,
  createDocumentosStorage,
  DocumentoJaExisteError,
  lerDocumento,
  type DocumentosStorage,
} from '#lambdas/documentos/storage.js';

const run = promisify(execFile);
const SUB = '5e6f7a8b-1c2d-4e3f-8a9b-0c1d2e3f4a5b';

let dataDir: string;
let store: LocalObjectStore;
let s3: S3Client;
let storage: DocumentosStorage;
let assinador: AssinadorPdf;

const rascunho: RascunhoClinico = {
  nota: {
    subjetivo: 'Dor de garganta há 3 dias, febre de 38 °C.',
    objetivo: '34 anos, 80 kg, 178 cm.',
    avaliacao: { diferenciais: [{ hipotese: 'Resfriado comum', raciocinio: 'Coriza e febre baixa.' }], sinaisAlerta: [] },
    plano: { exames: [], orientacoes: 'Hidratação.', retorno: 'Se piorar em 3 dias.' },
  },
  receita: {
    medicamentos: [{ nome: 'Paracetamol', dose: '500 mg', via: 'oral', posologia: '1 comprimido de 6 em 6 horas, se dor', duracao: 'por 3 dias' }],
    orientacoes: 'Repouso.',
  },
  mensagemPaciente: 'Revisei a sua consulta: siga a receita e as orientações.',
  triagem: { nivel: 'autocuidado', motivos: ['Sintomas leves'] },
};

const entrada = (consultaId: string, extra: Partial<EmissaoInput> = {}): EmissaoInput => ({
  consultaId,
  versao: 3,
  decisao: 'validada',
  decididoEm: '2026-11-25T17:05:00.000Z',
  medico: { sub: SUB, nome: 'Dra. Ana Beatriz Souza', crm: '123456', uf: 'SP', rqe: '7890' },
  paciente: { nome: 'João da Conceição', cpf: '52998224725' },
  medicoVirtual: { nome: 'Dr. Rafael', especialidade: 'Clínica Geral' },
  rascunho,
  ...extra,
});

async function pdfsig(pdf: Uint8Array): Promise<string> {
  const arquivo = path.join(dataDir, `${Math.random().toString(36).slice(2)}.pdf`);
  await writeFile(arquivo, pdf);
  const resultado = await run('pdfsig', [arquivo]).catch((error: { stdout?: string }) => ({ stdout: String(error.stdout) }));
  return resultado.stdout;
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'zapsaude-documentos-'));
  store = await startObjectStore({ dataDir: path.join(dataDir, 's3') });
  s3 = new S3Client({ ...s3ClientConfig({ STAGE: 'local' }), endpoint: store.endpoint });
  storage = createDocumentosStorage({ s3, bucket: store.bucketNames.documentos });
  const certificados = path.join(dataDir, 'certificados');
  await emitirCertificadoMedico({ dir: certificados, sub: SUB, nome: 'Dra. Ana Beatriz Souza', crm: '123456', uf: 'SP' });
  assinador = await createAssinador({ ASSINATURA_PROVEDOR: 'local-p12', ASSINATURA_LOCAL_DIR: certificados });
});

afterAll(async () => {
  s3.destroy();
  await store.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('emitirDocumentosValidados', () => {
  it('stores the signed prescription and report of a validation, readable back', async () => {
    // Prepare
    const consultaId = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

    // Act
    const emitidos = await emitirDocumentosValidados(entrada(consultaId), { assinador, storage });

    // Assess
    expect(emitidos).toEqual({
      receita: `documentos/${consultaId}/receita-v3.pdf`,
      relatorio: `documentos/${consultaId}/relatorio-v3.pdf`,
      assinado: true,
    });
    const receita = await lerDocumento(emitidos.receita!, storage);
    const relatorio = await lerDocumento(emitidos.relatorio, storage);
    expect(Buffer.from(receita!).subarray(0, 5).toString()).toBe('%PDF-');
    for (const documento of [receita!, relatorio!]) {
      const saida = await pdfsig(documento);
      expect(saida).toContain('Signature is Valid');
      expect(saida).toContain('Total document signed');
    }
  });

  it('refuses a second emission of the same decision and keeps what was written', async () => {
    // Prepare
    const consultaId = '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e';
    const primeira = await emitirDocumentosValidados(entrada(consultaId), { assinador, storage });
    const antes = await lerDocumento(primeira.receita!, storage);

    // Act
    const segunda = emitirDocumentosValidados(entrada(consultaId, { rascunho: { ...rascunho, mensagemPaciente: 'Outra mensagem.' } }), {
      assinador,
      storage,
    });

    // Assess
    await expect(segunda).rejects.toBeInstanceOf(DocumentoJaExisteError);
    expect(await lerDocumento(primeira.receita!, storage)).toEqual(antes);
  });

  it('issues only the unsigned report of a refusal, saying the signature is pending', async () => {
    // Prepare
    const consultaId = '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e6f';

    // Act
    const emitidos = await emitirDocumentosValidados(
      entrada(consultaId, { decisao: 'recusada', orientacao: 'Procure uma avaliação presencial em até 24 horas.' }),
      { assinador: assinadorNenhum, storage },
    );

    // Assess
    expect(emitidos).toEqual({ relatorio: `documentos/${consultaId}/relatorio-v3.pdf`, assinado: false });
    expect(await lerDocumento(chaveDocumento(consultaId, 'receita', 3), storage)).toBeUndefined();
    const arquivo = path.join(dataDir, 'recusa.pdf');
    await writeFile(arquivo, (await lerDocumento(emitidos.relatorio, storage))!);
    const { stdout } = await run('pdftotext', ['-enc', 'UTF-8', arquivo, '-']);
    expect(stdout.replace(/\s+/g, ' ')).toContain('Procure uma avaliação presencial em até 24 horas.');
    expect(stdout.replace(/\s+/g, ' ')).toContain('Assinatura digital ICP-Brasil pendente de configuração');
  });

  it('issues no prescription when the validated version prescribes nothing', async () => {
    const consultaId = '3d4e5f6a-7b8c-4d9e-8f0a-1b2c3d4e5f6a';
    const emitidos = await emitirDocumentosValidados(
      entrada(consultaId, { rascunho: { ...rascunho, receita: { medicamentos: [], orientacoes: '' } } }),
      { assinador, storage },
    );
    expect(emitidos.receita).toBeUndefined();
    expect(await lerDocumento(chaveDocumento(consultaId, 'receita', 3), storage)).toBeUndefined();
  });

  it('refuses a refusal without an orientation, storing nothing', async () => {
    const consultaId = '4e5f6a7b-8c9d-4e0f-9a1b-2c3d4e5f6a7b';
    await expect(emitirDocumentosValidados(entrada(consultaId, { decisao: 'recusada' }), { assinador, storage })).rejects.toThrow();
    expect(await lerDocumento(chaveDocumento(consultaId, 'relatorio', 3), storage)).toBeUndefined();
  });
});

describe('local S3 PutObject', () => {
  it('decodes an aws-chunked upload with a CRC32 trailer (the SDK default for a stream)', async () => {
    // Prepare: a client with the SDK's default checksum behaviour.
    const padrao = new S3Client({ endpoint: store.endpoint, forcePathStyle: true, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
    const key = 'documentos/stream/teste-v1.pdf';
    const conteudo = Buffer.from('%PDF-1.7 conteúdo em partes');

    // Act
    await padrao.send(
      new PutObjectCommand({ Bucket: store.bucketNames.documentos, Key: key, Body: Readable.from([conteudo.subarray(0, 10), conteudo.subarray(10)]), ContentLength: conteudo.length, IfNoneMatch: '*' }),
    );
    padrao.destroy();

    // Assess
    expect(Buffer.from((await lerDocumento(key, storage))!)).toEqual(conteudo);
  });

  it('refuses a put signed with the wrong secret', async () => {
    const intruso = new S3Client({
      endpoint: store.endpoint,
      forcePathStyle: true,
      region: 'us-east-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'errado' },
      requestChecksumCalculation: 'WHEN_REQUIRED',
    });
    const erro = await intruso
      .send(new PutObjectCommand({ Bucket: store.bucketNames.documentos, Key: 'documentos/x/receita-v1.pdf', Body: Buffer.from('x') }))
      .catch((error: unknown) => error);
    intruso.destroy();
    expect(erro).toBeInstanceOf(S3ServiceException);
    expect((erro as S3ServiceException).name).toBe('SignatureDoesNotMatch');
    expect(await lerDocumento('documentos/x/receita-v1.pdf', storage)).toBeUndefined();
  });
});
