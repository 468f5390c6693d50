/** The clients list's query key (the page and its form dialog share it). */
export const CLIENTS_KEY = ['/api/clients'];
