// Closed set of error codes, mapped to HTTP status in one place (D21).
export const ERROR_STATUS = {
  VALIDATION: 400,
  BAD_JSON: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  PLAN_LIMIT: 403,
  CSRF: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PRECONDITION_FAILED: 412,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  PAYMENT_FAILED: 402,
  // The agency's paid period ended after a cancellation (docs/product.md; billing-status.ts).
  SUBSCRIPTION_ENDED: 402,
  // A Pix or boleto period unpaid past its grace: reads only (billing-status.ts billingLock).
  BILLING_READ_ONLY: 402,
  INTERNAL: 500,
  // The database is unreachable (connection refused/reset/timed out, server shutting down).
  UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof ERROR_STATUS;

export const DEFAULT_MESSAGES: Record<ErrorCode, string> = {
  VALIDATION: 'Dados inválidos',
  BAD_JSON: 'Corpo da requisição não é um JSON válido',
  UNAUTHENTICATED: 'Não autenticado. Faça login novamente.',
  INVALID_CREDENTIALS: 'Credenciais inválidas',
  FORBIDDEN: 'Você não tem permissão para esta ação.',
  PLAN_LIMIT: 'Limite do plano atingido.',
  CSRF: 'Requisição recusada por segurança.',
  NOT_FOUND: 'Não encontrado',
  CONFLICT: 'Conflito com dados existentes',
  PRECONDITION_FAILED: 'Este funil mudou e a versão em que você se baseou não está mais disponível. Recarregue e tente de novo.',
  PAYLOAD_TOO_LARGE: 'Conteúdo grande demais',
  RATE_LIMITED: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
  PAYMENT_FAILED: 'Falha no pagamento',
  SUBSCRIPTION_ENDED: 'Sua assinatura terminou. Assine um plano para voltar a usar o Funil.',
  BILLING_READ_ONLY: 'Sua agência está só para leitura até o pagamento da fatura em aberto.',
  INTERNAL: 'Erro interno do servidor. Tente novamente.',
  UNAVAILABLE: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
};
