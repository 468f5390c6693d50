// Pix "copia e cola": the BR Code text (Banco Central's Manual do BR Code, on top of EMV QRCPS
// merchant-presented mode) that any Brazilian bank app pastes or scans to pay a Pix key. Built here
// with the key in the payload (field 26 sub-id 01); a PSP's dynamic charge carries a location URL
// (sub-id 25) instead, and that text comes ready from the PSP, never from this module.
import QRCode from 'qrcode';

export interface PixPayloadInput {
  /** The receiver's Pix key: CPF/CNPJ digits, email, +55 phone or random key (EVP). */
  key: string;
  /** Omitted: the payer types the amount. */
  amountCents?: number;
  merchantName: string;
  merchantCity: string;
  /** Up to 25 letters and digits; omitted: "***", the manual's "no identifier". */
  txid?: string;
}

const NAME_MAX = 25;
const CITY_MAX = 15;
const TXID_MAX = 25;
// Field 26 holds 99 characters: 18 for the GUI, 4 for the key's own id and length.
const KEY_MAX = 77;

/** One EMV field: id, two-digit length, value. */
function tlv(id: string, value: string): string {
  if (value.length > 99) throw new RangeError(`Pix: campo ${id} com mais de 99 caracteres`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/**
 * Bank apps differ in which characters they accept in name and city: plain uppercase ASCII
 * letters, digits and spaces are read by all of them.
 */
function plainUpper(s: string, max: number, field: string): string {
  const plain = s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z0-9 ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .trim();
  if (!plain) throw new RangeError(`Pix: ${field} vazio`);
  return plain;
}

/** Integer cents to "199.00": no float arithmetic, so 0.1 + 0.2 never shows up in a payment. */
function amountText(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents <= 0) throw new RangeError('Pix: valor deve ser um número inteiro positivo de centavos');
  const text = `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
  if (text.length > 13) throw new RangeError('Pix: valor alto demais');
  return text;
}

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection, no final xor) over the UTF-8 bytes, as 4 uppercase hex digits. */
export function crc16ccitt(str: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(str)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

export function buildPixPayload(input: PixPayloadInput): string {
  const key = input.key.trim();
  // Keys are ASCII by definition; anything else would also make byte and character lengths differ.
  if (!/^[\x21-\x7e]+$/.test(key) || key.length > KEY_MAX) throw new RangeError('Pix: chave inválida');
  const txid = input.txid ?? '***';
  if (txid !== '***' && !new RegExp(`^[A-Za-z0-9]{1,${TXID_MAX}}$`).test(txid)) {
    throw new RangeError(`Pix: txid deve ter de 1 a ${TXID_MAX} letras ou dígitos`);
  }

  const payload = [
    tlv('00', '01'),
    tlv('26', tlv('00', 'br.gov.bcb.pix') + tlv('01', key)),
    tlv('52', '0000'),
    tlv('53', '986'),
    input.amountCents === undefined ? '' : tlv('54', amountText(input.amountCents)),
    tlv('58', 'BR'),
    tlv('59', plainUpper(input.merchantName, NAME_MAX, 'nome do recebedor')),
    tlv('60', plainUpper(input.merchantCity, CITY_MAX, 'cidade do recebedor')),
    tlv('62', tlv('05', txid)),
    '6304',
  ].join('');
  // The CRC covers its own id and length ("6304"), as the manual prescribes.
  return payload + crc16ccitt(payload);
}

/**
 * The payload as an SVG QR code. Level M (15% of the code recoverable) survives a smudged print or
 * a screen photographed at an angle while keeping the modules large enough for cheap cameras.
 */
export function pixQrSvg(payload: string): Promise<string> {
  return QRCode.toString(payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
}
