export const RESET_TTL_MS = 60 * 60 * 1000;
export const RESET_ANSWER = 'Se o email estiver cadastrado, você receberá um link para redefinir a senha.';

export const RESET_DONE = 'Senha redefinida com sucesso! Faça login com a nova senha.';
