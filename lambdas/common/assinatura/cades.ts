/**
 * A detached CAdES-BES signature (ETSI EN 319 122-1) with a PKCS#12's key, as PAdES baseline B-B
 * wants it inside a PDF (ETSI EN 319 142-1 §6.3): signed attributes content-type, message-digest
 * and signing-certificate-v2 (the hash of the signer's certificate, so it cannot be swapped); no
 * signing-time attribute (PAdES puts the time in the signature dictionary's /M). SHA-256 with RSA.
 *
 * @signpdf/signer-p12 builds its CMS with node-forge's PKCS#7, which cannot add
 * signing-certificate-v2, so this signer writes the CMS (RFC 5652 SignedData) itself.
 */
import { createHash } from 'node:crypto';
import { Signer } from '@signpdf/utils';
import forge from 'node-forge';

const { asn1 } = forge;

const OID = {
  signedData: '1.2.840.113549.1.7.2',
  data: '1.2.840.113549.1.7.1',
  sha256: '2.16.840.1.101.3.4.2.1',
  rsaEncryption: '1.2.840.113549.1.1.1',
  contentType: '1.2.840.113549.1.9.3',
  messageDigest: '1.2.840.113549.1.9.4',
  signingCertificateV2: '1.2.840.113549.1.9.16.2.47',
} as const;

type Asn1 = forge.asn1.Asn1;

const seq = (value: Asn1[]): Asn1 => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, value);
const set = (value: Asn1[]): Asn1 => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SET, true, value);
const oid = (value: string): Asn1 => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OID, false, asn1.oidToDer(value).getBytes());
const octets = (bytes: string): Asn1 => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OCTETSTRING, false, bytes);
const integer = (value: number): Asn1 => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.INTEGER, false, asn1.integerToDer(value).getBytes());
const nulo = (): Asn1 => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.NULL, false, '');
const contexto = (tag: number, value: Asn1[]): Asn1 => asn1.create(asn1.Class.CONTEXT_SPECIFIC, tag, true, value);
const der = (value: Asn1): string => asn1.toDer(value).getBytes();

/**
 * The certificate's serial number and issuer exactly as encoded in it (re-encoding a parsed name
 * can change its string types, and then no verifier finds the signer's certificate).
 */
function emissorESerie(certificado: forge.pki.Certificate): { emissor: Asn1; serie: Asn1 } {
  const tbs = (certificado as forge.pki.Certificate & { tbsCertificate?: Asn1 }).tbsCertificate ?? (forge.pki as unknown as { getTBSCertificate(cert: forge.pki.Certificate): Asn1 }).getTBSCertificate(certificado);
  const campos = tbs.value as Asn1[];
  // TBSCertificate ::= SEQUENCE { [0] version OPTIONAL, serialNumber, signature, issuer, ... }
  const inicio = campos[0]?.tagClass === asn1.Class.CONTEXT_SPECIFIC ? 1 : 0;
  return { serie: campos[inicio]!, emissor: campos[inicio + 2]! };
}

/** DER orders a SET OF by its members' encodings (X.690 §11.6). */
const setOrdenado = (value: Asn1[]): Asn1 => set([...value].sort((a, b) => Buffer.compare(Buffer.from(der(a), 'binary'), Buffer.from(der(b), 'binary'))));

export class AssinanteCades extends Signer {
  private readonly chave: forge.pki.rsa.PrivateKey;
  private readonly certificado: forge.pki.Certificate;
  private readonly cadeia: forge.pki.Certificate[];

  constructor(p12: Uint8Array, senha: string) {
    super();
    const arquivo = forge.pkcs12.pkcs12FromAsn1(asn1.fromDer(Buffer.from(p12).toString('binary')), false, senha);
    const chave = arquivo.getBags({ bagType: forge.pki.oids.pkcs8ShroudedKeyBag! })[forge.pki.oids.pkcs8ShroudedKeyBag!]?.[0]?.key;
    const certificados = (arquivo.getBags({ bagType: forge.pki.oids.certBag! })[forge.pki.oids.certBag!] ?? [])
      .map((bag) => bag.cert)
      .filter((cert): cert is forge.pki.Certificate => cert !== undefined);
    if (!chave) throw new Error('The PKCS#12 holds no private key');
    const rsa = chave as forge.pki.rsa.PrivateKey;
    const proprio = certificados.find((cert) => {
      const publica = cert.publicKey as forge.pki.rsa.PublicKey;
      return publica.n.compareTo(rsa.n) === 0 && publica.e.compareTo(rsa.e) === 0;
    });
    if (!proprio) throw new Error('The PKCS#12 holds no certificate for its key');
    this.chave = rsa;
    this.certificado = proprio;
    this.cadeia = [proprio, ...certificados.filter((cert) => cert !== proprio)];
  }

  /** The CMS SignedData (DER) over `conteudo`, the PDF's ByteRange. */
  // Signer's contract is async; the signing itself is synchronous.
  override async sign(conteudo: Buffer): Promise<Buffer> {
    const sha256 = (): Asn1 => seq([oid(OID.sha256), nulo()]);
    const certificadoDer = der(forge.pki.certificateToAsn1(this.certificado));
    const resumoCertificado = createHash('sha256').update(Buffer.from(certificadoDer, 'binary')).digest('binary');
    const { emissor, serie } = emissorESerie(this.certificado);

    const atributos = [
      seq([oid(OID.contentType), set([oid(OID.data)])]),
      seq([oid(OID.messageDigest), set([octets(createHash('sha256').update(conteudo).digest('binary'))])]),
      // SigningCertificateV2 { certs: [ESSCertIDv2 { (sha256 is the default algorithm), certHash, issuerSerial }] } (RFC 5035).
      seq([
        oid(OID.signingCertificateV2),
        set([seq([seq([seq([octets(resumoCertificado), seq([seq([contexto(4, [emissor])]), serie])])])])]),
      ]),
    ];
    // The signature covers the attributes encoded as a SET; the SignerInfo carries them as [0] IMPLICIT.
    const atributosAssinados = setOrdenado(atributos);
    const resumo = forge.md.sha256.create();
    resumo.update(der(atributosAssinados));
    const assinatura = this.chave.sign(resumo);

    const signerInfo = seq([
      integer(1),
      seq([emissor, serie]),
      sha256(),
      contexto(0, atributosAssinados.value as Asn1[]),
      seq([oid(OID.rsaEncryption), nulo()]),
      octets(assinatura),
    ]);
    const signedData = seq([
      integer(1),
      set([sha256()]),
      seq([oid(OID.data)]),
      contexto(
        0,
        this.cadeia.map((cert) => forge.pki.certificateToAsn1(cert)),
      ),
      set([signerInfo]),
    ]);
    const contentInfo = seq([oid(OID.signedData), contexto(0, [signedData])]);
    return Buffer.from(der(contentInfo), 'binary');
  }
}
