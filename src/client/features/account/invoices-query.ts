// The Faturas list's query key, shared by the card and the pay dialog, which loads on its first use
// (decision 011) and must not be pulled into the account page for a constant.
export const INVOICES_KEY = ['/api/billing/invoices'];
