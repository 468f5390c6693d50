// The agency's monthly revenue as the account page writes it; no zod (schemas/agency.ts re-exports it).

/** "1234567" -> "R$ 12.345,67" (docs/product.md: digits divided by 100). */
export function formatRevenueDigits(digits: string | null | undefined): string {
  const d = (digits ?? '').replace(/\D/g, '');
  if (!d) return '';
  return (Number(d) / 100).toLocaleString('pt-BR', { style: 'currency', currency: 'BRL', minimumFractionDigits: 2 });
}
