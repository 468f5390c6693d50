export const TEAM_KEY = ['/api/agency-users'];
export const ROLE_SHORT: Record<string, string> = { admin: 'Admin', gestor: 'Gestor', creator: 'Criador' };
