/**
 * The payment codes the local Asaas sandbox hands out, built to the real formats so that banking
 * apps and validators would accept their structure: the Pix BR Code ("copia e cola", EMV QRCPS-MPM
 * as specified by the Banco Central's Manual de Padrões para Iniciação do Pix), the boleto's linha
 * digitável (FEBRABAN layout with its mod-10 and mod-11 check digits), and the Luhn check of card
 * numbers. Local only: no value here moves money.
 */

/** One EMV TLV field: two-digit id, two-digit length, value (at most 99 characters). */
function tlv(id: string, value: string): string {
  if (value.length > 99) throw new RangeError(`EMV field ${id} longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** CRC16-CCITT (polynomial 0x1021, initial 0xFFFF, no reflection): the BR Code's field 63. */
export function crc16Ccitt(input: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(input, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** BR Code text fields are plain upper-case ASCII; accents are dropped. */
function emvText(value: string, max: number): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 ]/g, '')
    .toUpperCase()
    .slice(0, max);
}

export interface PixBrCodeInput {
  /** The receiver's Pix key (here a random EVP key, a UUID). */
  readonly key: string;
  /** Amount in BRL. */
  readonly amount: number;
  readonly merchantName: string;
  readonly merchantCity: string;
  /** Transaction id: up to 25 letters and digits. */
  readonly txid: string;
  /** Shown by the payer's bank app. */
  readonly description?: string;
}

/** A Pix "copia e cola" payload: 000201…6304 followed by its CRC16. */
export function pixBrCode(input: PixBrCodeInput): string {
  const merchantAccount =
    tlv('00', 'br.gov.bcb.pix') + tlv('01', input.key) + (input.description ? tlv('02', emvText(input.description, 40)) : '');
  const txid = input.txid.replace(/[^A-Za-z0-9]/g, '').slice(0, 25) || '***';
  const withoutCrc =
    tlv('00', '01') +
    // 12: the code can be paid once (a charge, not a reusable static code).
    tlv('01', '12') +
    tlv('26', merchantAccount) +
    tlv('52', '0000') +
    tlv('53', '986') +
    tlv('54', input.amount.toFixed(2)) +
    tlv('58', 'BR') +
    tlv('59', emvText(input.merchantName, 25)) +
    tlv('60', emvText(input.merchantCity, 15)) +
    tlv('62', tlv('05', txid)) +
    '6304';
  return `${withoutCrc}${crc16Ccitt(withoutCrc)}`;
}

/** Splits an EMV payload into its top-level fields; throws on a malformed one. */
export function parseEmv(payload: string): Map<string, string> {
  const fields = new Map<string, string>();
  let index = 0;
  while (index < payload.length) {
    const id = payload.slice(index, index + 2);
    const length = Number(payload.slice(index + 2, index + 4));
    if (!/^\d{2}$/.test(id) || !Number.isInteger(length) || index + 4 + length > payload.length) {
      throw new SyntaxError(`Malformed EMV field at ${index}`);
    }
    fields.set(id, payload.slice(index + 4, index + 4 + length));
    index += 4 + length;
  }
  return fields;
}

/** Whether a BR Code ends in a 6304 field whose CRC16 matches the rest. */
export function hasValidBrCodeCrc(payload: string): boolean {
  const match = /^(.*6304)([0-9A-F]{4})$/.exec(payload);
  return match?.[1] !== undefined && crc16Ccitt(match[1]) === match[2];
}

// ---- Boleto ----------------------------------------------------------------------------------

function mod10(digits: string): number {
  let sum = 0;
  let weight = 2;
  for (let index = digits.length - 1; index >= 0; index -= 1) {
    const product = Number(digits[index]) * weight;
    sum += product > 9 ? product - 9 : product;
    weight = weight === 2 ? 1 : 2;
  }
  return (10 - (sum % 10)) % 10;
}

function mod11Barcode(digits: string): number {
  let sum = 0;
  let weight = 2;
  for (let index = digits.length - 1; index >= 0; index -= 1) {
    sum += Number(digits[index]) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const digit = 11 - (sum % 11);
  return digit === 0 || digit === 10 || digit === 11 ? 1 : digit;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const FACTOR_BASE = Date.UTC(1997, 9, 7);

/** FEBRABAN due-date factor: days since 07/10/1997, restarting at 1000 after 9999 (from 22/02/2025). */
export function boletoDueFactor(dueDate: string): string {
  const [year, month, day] = dueDate.split('-').map(Number);
  const days = Math.round((Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1) - FACTOR_BASE) / DAY_MS);
  const factor = days <= 9999 ? days : ((days - 10000) % 9000) + 1000;
  return String(factor).padStart(4, '0');
}

export interface BoletoInput {
  /** Three-digit bank code (COMPE). */
  readonly bankCode: string;
  readonly amount: number;
  /** YYYY-MM-DD */
  readonly dueDate: string;
  /** The bank's 25-digit free field (agency, account, nosso número…). */
  readonly freeField: string;
}

/** The 44-digit barcode and its 47-digit linha digitável, formatted as printed on a boleto. */
export function boleto(input: BoletoInput): { barcode: string; linhaDigitavel: string } {
  if (!/^\d{3}$/.test(input.bankCode) || !/^\d{25}$/.test(input.freeField)) {
    throw new RangeError('boleto expects a 3-digit bank code and a 25-digit free field');
  }
  const factor = boletoDueFactor(input.dueDate);
  const value = String(Math.round(input.amount * 100)).padStart(10, '0');
  const head = `${input.bankCode}9`;
  const withoutDv = `${head}${factor}${value}${input.freeField}`;
  const generalDv = mod11Barcode(withoutDv);
  const barcode = `${head}${generalDv}${factor}${value}${input.freeField}`;

  const field1 = `${head}${input.freeField.slice(0, 5)}`;
  const field2 = input.freeField.slice(5, 15);
  const field3 = input.freeField.slice(15, 25);
  const f1 = `${field1}${mod10(field1)}`;
  const f2 = `${field2}${mod10(field2)}`;
  const f3 = `${field3}${mod10(field3)}`;
  const linhaDigitavel = `${f1.slice(0, 5)}.${f1.slice(5)} ${f2.slice(0, 5)}.${f2.slice(5)} ${f3.slice(0, 5)}.${f3.slice(5)} ${generalDv} ${factor}${value}`;
  return { barcode, linhaDigitavel };
}

// ---- Cards ------------------------------------------------------------------------------------

/** Luhn (mod 10) check of a card number of 13 to 19 digits. */
export function isValidLuhn(cardNumber: string): boolean {
  const digits = cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(digits)) return false;
  let sum = 0;
  let double = false;
  for (let index = digits.length - 1; index >= 0; index -= 1) {
    let digit = Number(digits[index]);
    if (double) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
    double = !double;
  }
  return sum % 10 === 0;
}

/** The card brand by its leading digits, as Asaas reports it in `creditCard.creditCardBrand`. */
export function cardBrand(cardNumber: string): string {
  const digits = cardNumber.replace(/\D/g, '');
  // Elo and Hipercard ranges sit inside Visa's and Mastercard's leading digits: test them first.
  if (/^(4011|4312|4389|4514|4576|5041|5066|5067|509|6277|6362|6363|650|6516|6550)/.test(digits)) return 'ELO';
  if (/^(606282|3841)/.test(digits)) return 'HIPERCARD';
  if (/^4/.test(digits)) return 'VISA';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'MASTERCARD';
  if (/^3[47]/.test(digits)) return 'AMEX';
  return 'UNKNOWN';
}
