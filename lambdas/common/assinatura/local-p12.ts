/**
 * The `local-p12` signer: a PAdES signature (ETSI EN 319 142-1 baseline B-B: subFilter
 * `ETSI.CAdES.detached`, a detached CAdES-BES over the whole file but the signature itself) with the
 * physician's PKCS#12 kept in a folder, `<dir>/<sub>.p12` with its passphrase in `<dir>/<sub>.senha`.
 * Locally the folder is the test CA's (infra/local/certificados.ts); `pdfsig` verifies the result.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { plainAddPlaceholder } from '@signpdf/placeholder-plain';
import signpdfModule from '@signpdf/signpdf';
import { SUBFILTER_ETSI_CADES_DETACHED } from '@signpdf/utils';
import { AssinaturaError, LOCAL_ASSINATURA, MOTIVO_ASSINATURA, type AssinadorPdf, type Signatario } from './assinador.js';
import { AssinanteCades } from './cades.js';

// @signpdf/signpdf is CommonJS whose default export is the SignPdf instance.
const signpdf = ((signpdfModule as unknown as { default?: typeof signpdfModule }).default ?? signpdfModule) as typeof signpdfModule;

/** Room for the CMS (certificate chain of two RSA 2048 certificates and the signature), in bytes. */
const TAMANHO_ASSINATURA = 8192;

/** A PDF text string (PDF 1.7 §7.9.2.2): UTF-16BE with its byte order mark, as hex. */
function textoPdfHex(texto: string): string {
  const bytes = Buffer.from(`\ufeff${texto}`, 'utf16le').swap16();
  return `<${bytes.toString('hex').toUpperCase()}>`;
}

/**
 * The signature dictionary's texts, accents and all. @signpdf/placeholder-plain 3.3 writes a
 * non-ASCII string's UTF-16 bytes back through UTF-8 and garbles it, so it gets ASCII markers of the
 * exact length of the correct hex strings, which then replace them byte for byte (no offset moves).
 */
function textosComAcentos(textos: Record<'reason' | 'name' | 'location', string>) {
  const substituicoes: [marcador: string, hex: string][] = [];
  const marcados = Object.fromEntries(
    Object.entries(textos).map(([campo, texto], indice) => {
      const hex = textoPdfHex(texto);
      const marcador = `ZSPDFTXT${indice}`.padEnd(hex.length - 2, 'x');
      substituicoes.push([`(${marcador})`, hex]);
      return [campo, marcador];
    }),
  ) as Record<'reason' | 'name' | 'location', string>;
  const aplicar = (pdf: Buffer): Buffer => {
    for (const [marcador, hex] of substituicoes) {
      const posicao = pdf.indexOf(marcador, 0, 'latin1');
      if (posicao === -1 || marcador.length !== hex.length) throw new AssinaturaError('Signature placeholder text not found');
      pdf.write(hex, posicao, 'latin1');
    }
    return pdf;
  };
  return { marcados, aplicar };
}

export class AssinadorLocalP12 implements AssinadorPdf {
  readonly tipo = 'local-p12';

  constructor(private readonly dir: string) {}

  async assinar(pdf: Uint8Array, signatario: Signatario): Promise<{ pdf: Uint8Array; assinado: boolean }> {
    if (!/^[A-Za-z0-9_-]{1,128}$/.test(signatario.sub)) throw new AssinaturaError('Invalid signer id');
    let p12: Buffer;
    let senha: string;
    try {
      p12 = await readFile(path.join(this.dir, `${signatario.sub}.p12`));
      senha = (await readFile(path.join(this.dir, `${signatario.sub}.senha`), 'utf8')).trim();
    } catch (error) {
      throw new AssinaturaError('The physician has no local signing certificate', { cause: error });
    }
    const assinadoEm = new Date();
    try {
      const { marcados, aplicar } = textosComAcentos({
        reason: MOTIVO_ASSINATURA,
        name: `${signatario.nome}, CRM ${signatario.crm}/${signatario.uf}`,
        location: LOCAL_ASSINATURA,
      });
      const comEspaco = aplicar(
        plainAddPlaceholder({
          pdfBuffer: Buffer.from(pdf),
          ...marcados,
          contactInfo: '',
          signingTime: assinadoEm,
          signatureLength: TAMANHO_ASSINATURA,
          subFilter: SUBFILTER_ETSI_CADES_DETACHED,
          // A PDF name: ASCII only.
          appName: 'ZapSaude',
        }),
      );
      const assinado = await signpdf.sign(comEspaco, new AssinanteCades(p12, senha), assinadoEm);
      return { pdf: new Uint8Array(assinado), assinado: true };
    } catch (error) {
      throw new AssinaturaError('Could not sign the document', { cause: error });
    }
  }
}
