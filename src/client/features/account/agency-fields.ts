// The agency card's fields, shared by its view and its form.
import type { User } from '#shared/schemas/auth.ts';

export type FormValues = {
  agencyName: string;
  businessType: string;
  ceoName: string;
  cnpj: string;
  website: string;
  instagram: string;
  region: string;
  monthlyRevenue: string;
};

export const valuesOf = (u: User): FormValues => ({
  agencyName: u.agencyName ?? '',
  businessType: u.businessType ?? '',
  ceoName: u.ceoName ?? '',
  cnpj: u.cnpj ?? '',
  website: u.website ?? '',
  instagram: u.instagram ?? '',
  region: u.region ?? '',
  monthlyRevenue: u.monthlyRevenue ?? '',
});

export const FIELDS: { key: keyof FormValues; label: string; placeholder?: string }[] = [
  { key: 'agencyName', label: 'Nome da Agência', placeholder: 'Minha Agência' },
  { key: 'businessType', label: 'Tipo de Negócio', placeholder: 'Agência de marketing digital' },
  { key: 'ceoName', label: 'Nome do CEO', placeholder: 'Nome completo' },
  { key: 'cnpj', label: 'CNPJ', placeholder: '00.000.000/0000-00' },
  { key: 'website', label: 'Website', placeholder: 'https://minhaagencia.com.br' },
  { key: 'instagram', label: 'Instagram', placeholder: '@minhaagencia' },
  { key: 'region', label: 'Região/Estado', placeholder: 'São Paulo - SP' },
];
