// Seats of a plan's team: the owner plus additional users. No zod (schemas/team.ts re-exports these).

/** D4: team members beyond userLimit - 1 cannot be added (docs/product.md). */
export function seatLimitMessage(userLimit: number): string {
  return `Limite de usuários atingido. Você pode ter ${Math.max(0, userLimit - 1)} usuários adicionais.`;
}
export const additionalSeats = (userLimit: number) => Math.max(0, userLimit - 1);
