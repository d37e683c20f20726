/**
 * Digital signature of the validated documents: the local test CA issues the physician's
 * certificate once, the `local-p12` signer signs a validated prescription, and poppler's `pdfsig`
 * (what a reader of the PDF would run) finds the signature valid over the whole file, from an
 * untrusted local CA. The factory picks the signer from the environment.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import forge from 'node-forge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caminhoCertificadoAc, emitirCertificadoMedico, NOME_AC_LOCAL } from '#infra/local/certificados.js';
import { AssinaturaError, assinadorNenhum, createAssinador } from '#lambdas/common/assinatura/assinador.js';
import { gerarReceitaValidadaPdf } from '#lambdas/documentos/documentos-validados-pdf.js';

const run = promisify(execFile);

const SUB = '3b9a7c1e-5d2f-4a8b-9c6d-1e2f3a4b5c6d';
const MEDICO = { nome: 'Dra. Ana Beatriz Souza', crm: '123456', uf: 'SP', rqe: '7890', especialidade: 'Clínica médica' };
const SIGNATARIO = { sub: SUB, nome: MEDICO.nome, crm: MEDICO.crm, uf: MEDICO.uf };

let dir: string;

const receitaValidada = (assinatura: 'digital' | 'pendente') =>
  gerarReceitaValidadaPdf({
    consultaId: '7d1c7a52-3c8e-4c58-9a3e-1f0c2d4b5a61',
    decisao: 'validada',
    decididoEm: '2026-11-25T17:05:00Z',
    medico: MEDICO,
    paciente: { nome: 'João da Conceição', cpf: '52998224725' },
    medicoVirtual: { nome: 'Dr. Rafael', especialidade: 'Clínica Geral' },
    assinatura,
    receita: {
      medicamentos: [{ nome: 'Paracetamol', dose: '500 mg', via: 'oral', posologia: '1 comprimido de 6 em 6 horas, se dor', duracao: 'por 3 dias' }],
      orientacoes: 'Hidratação e repouso.',
    },
  });

async function pdfsig(pdf: Uint8Array): Promise<string> {
  const arquivo = path.join(dir, `assinado-${Math.random().toString(36).slice(2)}.pdf`);
  await writeFile(arquivo, pdf);
  // pdfsig exits non-zero when a signature does not verify; the output says why either way.
  const resultado = await run('pdfsig', [arquivo]).catch((error: { stdout?: string; stderr?: string }) => ({ stdout: `${error.stdout}${error.stderr}` }));
  return resultado.stdout;
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'zapsaude-certificados-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('local test CA', () => {
  it('issues the physician certificate once, signed by the CA, for signing only', async () => {
    // Act
    const primeiro = await emitirCertificadoMedico({ dir, sub: SUB, ...MEDICO });
    const p12 = await readFile(primeiro.p12);
    const ac = await readFile(caminhoCertificadoAc(dir), 'utf8');
    const segundo = await emitirCertificadoMedico({ dir, sub: SUB, ...MEDICO });

    // Assess
    expect(primeiro.emitido).toBe(true);
    expect(segundo).toEqual({ ...primeiro, emitido: false });
    expect(await readFile(segundo.p12)).toEqual(p12);
    expect(await readFile(caminhoCertificadoAc(dir), 'utf8')).toBe(ac);

    const certificadoAc = forge.pki.certificateFromPem(ac);
    const arquivo = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(p12.toString('binary')), false, (await readFile(primeiro.senha, 'utf8')).trim());
    const certificados = arquivo.getBags({ bagType: forge.pki.oids.certBag! })[forge.pki.oids.certBag!]!.map((bag) => bag.cert!);
    const medico = certificados.find((cert) => !cert.getExtension('basicConstraints') || !(cert.getExtension('basicConstraints') as { cA?: boolean }).cA)!;
    expect(forge.util.decodeUtf8(certificadoAc.subject.getField('CN').value as string)).toBe(NOME_AC_LOCAL);
    expect(forge.util.decodeUtf8(medico.subject.getField('CN').value as string)).toBe('Dra. Ana Beatriz Souza:CRM 123456-SP');
    expect(certificadoAc.verify(medico)).toBe(true);
    expect(medico.getExtension('keyUsage')).toMatchObject({ digitalSignature: true, nonRepudiation: true, keyCertSign: false });
  });

  it('refuses a subject id that could escape the folder', async () => {
    await expect(emitirCertificadoMedico({ dir, sub: '../fora', ...MEDICO })).rejects.toThrow();
  });
});

describe('local-p12 signer', () => {
  it('signs a validated prescription so that pdfsig finds it valid over the whole file', async () => {
    // Prepare
    await emitirCertificadoMedico({ dir, sub: SUB, ...MEDICO });
    const assinador = await createAssinador({ ASSINATURA_PROVEDOR: 'local-p12', ASSINATURA_LOCAL_DIR: dir });

    // Act
    const { pdf, assinado } = await assinador.assinar(await receitaValidada('digital'), SIGNATARIO);

    // Assess
    expect(assinador.tipo).toBe('local-p12');
    expect(assinado).toBe(true);
    const relatorio = await pdfsig(pdf);
    expect(relatorio).toContain('Signature Type: ETSI.CAdES.detached');
    expect(relatorio).toContain('Signer Certificate Common Name: Dra. Ana Beatriz Souza:CRM 123456-SP');
    expect(relatorio).toContain('Signing Hash Algorithm: SHA-256');
    expect(relatorio).toContain('Total document signed');
    expect(relatorio).toContain('Signature Validation: Signature is Valid.');
    // The local CA is trusted by no one, by design.
    expect(relatorio).toMatch(/Certificate Validation: (Certificate issuer isn't Trusted|Certificate issuer is unknown)/);
    const hex = (texto: string) => `<${Buffer.from(`\ufeff${texto}`, 'utf16le').swap16().toString('hex').toUpperCase()}>`;
    const arquivo = Buffer.from(pdf).toString('latin1');
    expect(arquivo).toContain(`/Reason ${hex('Validação médica (CFM 2.454/2026)')}`);
    expect(arquivo).toContain(`/Location ${hex('ZapSaúde')}`);
    expect(arquivo).toContain(`/Name ${hex('Dra. Ana Beatriz Souza, CRM 123456/SP')}`);
  });

  it('makes pdfsig report a changed byte after signing', async () => {
    // Prepare
    const assinador = await createAssinador({ ASSINATURA_PROVEDOR: 'local-p12', ASSINATURA_LOCAL_DIR: dir });
    const { pdf } = await assinador.assinar(await receitaValidada('digital'), SIGNATARIO);
    // One hex digit of the document's title: the file still parses, its bytes differ.
    const alterado = Buffer.from(pdf);
    const alvo = alterado.indexOf('/Title <FEFF', 0, 'latin1') + '/Title <FEFF'.length + 2;
    alterado[alvo] = alterado[alvo] === 0x34 ? 0x35 : 0x34;

    // Act
    const relatorio = await pdfsig(alterado);

    // Assess
    expect(relatorio).toContain('Signature Type: ETSI.CAdES.detached');
    expect(relatorio).not.toContain('Signature is Valid');
  });

  it('refuses to sign for a physician without a certificate', async () => {
    const assinador = await createAssinador({ ASSINATURA_PROVEDOR: 'local-p12', ASSINATURA_LOCAL_DIR: dir });
    await expect(assinador.assinar(await receitaValidada('digital'), { ...SIGNATARIO, sub: 'sem-certificado' })).rejects.toBeInstanceOf(AssinaturaError);
  });
});

describe('signer factory', () => {
  it('issues unsigned documents by default (no ICP-Brasil provider configured)', async () => {
    // Prepare
    const original = await receitaValidada('pendente');

    // Act
    const assinador = await createAssinador({});
    const resultado = await assinador.assinar(original, SIGNATARIO);

    // Assess
    expect(assinador).toBe(assinadorNenhum);
    expect(resultado).toEqual({ pdf: original, assinado: false });
    expect(await pdfsig(resultado.pdf)).toMatch(/does not contain any signatures/);
  });

  it('refuses an unknown provider and local-p12 without its folder', async () => {
    await expect(createAssinador({ ASSINATURA_PROVEDOR: 'icp-magico' })).rejects.toBeInstanceOf(AssinaturaError);
    await expect(createAssinador({ ASSINATURA_PROVEDOR: 'local-p12' })).rejects.toBeInstanceOf(AssinaturaError);
  });
});
