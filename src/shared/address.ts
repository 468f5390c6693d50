// A boleto payer's address. A registered boleto carries the payer's address, and Stripe refuses a
// boleto without one (docs/decisions/027-pix-and-boleto.md), so with Stripe the pay forms ask for
// it; the local provider does not need it.

export const UFS = [
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO',
] as const;
export type Uf = (typeof UFS)[number];

export const CEP_INVALID_MSG = 'CEP inválido: informe os 8 dígitos';
export const STREET_MSG = 'Informe o endereço (rua e número)';
export const CITY_MSG = 'Informe a cidade';
export const UF_MSG = 'Escolha a UF';

export interface PayerAddress {
  /** 8 digits. */
  postalCode: string;
  street: string;
  city: string;
  state: Uf;
}

export const isUf = (s: string): s is Uf => (UFS as readonly string[]).includes(s);

/** 8 digits, typed with or without the hyphen; null when it is not a CEP. */
export function cepDigits(s: string): string | null {
  if (!/^\s*\d{5}-?\d{3}\s*$/.test(s)) return null;
  return s.replace(/\D/g, '');
}

/** "01310100" → "01310-100", as it is typed. */
export function formatCep(s: string): string {
  const d = s.replace(/\D/g, '').slice(0, 8);
  return d.length > 5 ? `${d.slice(0, 5)}-${d.slice(5)}` : d;
}

export type AddressFields = { postalCode?: string; street?: string; city?: string; state?: string };

/** What is wrong with an address, field by field (empty when nothing is). */
export function addressIssues(a: AddressFields): { path: keyof AddressFields; message: string }[] {
  const issues: { path: keyof AddressFields; message: string }[] = [];
  if (!a.postalCode || !cepDigits(a.postalCode)) issues.push({ path: 'postalCode', message: CEP_INVALID_MSG });
  if (!a.street || a.street.trim().length < 3) issues.push({ path: 'street', message: STREET_MSG });
  if (!a.city || a.city.trim().length < 2) issues.push({ path: 'city', message: CITY_MSG });
  if (!a.state || !isUf(a.state)) issues.push({ path: 'state', message: UF_MSG });
  return issues;
}

/** The address when every field is given and valid, else null. */
export function payerAddress(a: AddressFields): PayerAddress | null {
  if (addressIssues(a).length) return null;
  return {
    postalCode: cepDigits(a.postalCode as string) as string,
    street: (a.street as string).trim(),
    city: (a.city as string).trim(),
    state: a.state as Uf,
  };
}
