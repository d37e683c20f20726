import { describe, expect, it } from 'vitest';
import {
  boleto,
  boletoDueFactor,
  cardBrand,
  crc16Ccitt,
  hasValidBrCodeCrc,
  isValidLuhn,
  parseEmv,
  pixBrCode,
} from '#infra/local/asaas-payment-codes.js';

describe('crc16Ccitt', () => {
  it('matches the CRC-16/CCITT-FALSE check value', () => {
    expect(crc16Ccitt('123456789')).toBe('29B1');
  });

  it('validates a published BR Code and rejects a tampered one', () => {
    const published =
      '00020126580014br.gov.bcb.pix0136a23bf0e9-5175-4829-bf89-e8fe6ac09aa1520400005303986540530.005802BR5914TywinLannister6008saopaulo62070503***6304D4FD';

    expect(hasValidBrCodeCrc(published)).toBe(true);
    expect(hasValidBrCodeCrc(published.replace('30.00', '31.00'))).toBe(false);
  });
});

describe('pixBrCode', () => {
  it('builds the EMV fields of a Pix charge with a valid CRC', () => {
    const payload = pixBrCode({
      key: '7d9f0335-8dcc-4054-9bf9-0dbd61d36906',
      amount: 19.9,
      merchantName: 'ZapSaúde',
      merchantCity: 'São Paulo',
      txid: 'pay_abc123',
    });

    const fields = parseEmv(payload);
    expect(payload.startsWith('000201')).toBe(true);
    expect(fields.get('52')).toBe('0000');
    expect(fields.get('53')).toBe('986');
    expect(fields.get('54')).toBe('19.90');
    expect(fields.get('58')).toBe('BR');
    expect(fields.get('59')).toBe('ZAPSAUDE');
    expect(fields.get('60')).toBe('SAO PAULO');
    const account = parseEmv(fields.get('26') ?? '');
    expect(account.get('00')).toBe('br.gov.bcb.pix');
    expect(account.get('01')).toBe('7d9f0335-8dcc-4054-9bf9-0dbd61d36906');
    expect(parseEmv(fields.get('62') ?? '').get('05')).toBe('payabc123');
    expect(hasValidBrCodeCrc(payload)).toBe(true);
  });
});

describe('boleto', () => {
  it('computes the due factor across the 2025 restart', () => {
    expect(boletoDueFactor('2000-07-03')).toBe('1000');
    expect(boletoDueFactor('2025-02-21')).toBe('9999');
    expect(boletoDueFactor('2025-02-22')).toBe('1000');
  });

  it('formats a 47-digit linha digitável whose fields carry their check digits', () => {
    const { barcode, linhaDigitavel } = boleto({
      bankCode: '461',
      amount: 19.9,
      dueDate: '2026-07-20',
      freeField: '1234567890123456789012345',
    });

    expect(barcode).toHaveLength(44);
    expect(linhaDigitavel).toMatch(/^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/);
    expect(linhaDigitavel.replace(/\D/g, '')).toHaveLength(47);
    expect(linhaDigitavel.endsWith('0000001990')).toBe(true);
    // The linha's 4th field is the barcode's general check digit (position 5).
    expect(linhaDigitavel.split(' ')[3]).toBe(barcode[4]);
  });
});

describe('cards', () => {
  it('checks card numbers with Luhn', () => {
    expect(isValidLuhn('5162 3062 1937 8829')).toBe(true);
    expect(isValidLuhn('5162 3062 1937 8820')).toBe(false);
    expect(isValidLuhn('1234')).toBe(false);
  });

  it('names the brand', () => {
    expect(cardBrand('5162306219378829')).toBe('MASTERCARD');
    expect(cardBrand('4111111111111111')).toBe('VISA');
    expect(cardBrand('6362970000457013')).toBe('ELO');
  });
});
