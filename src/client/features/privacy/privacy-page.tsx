// /privacidade (decision 012; LGPD arts. 9 and 18): what we hold, why, for how long, who else
// processes it, and how each right is exercised. Public: no login.
import { ArrowLeft, Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Logo } from '../../components/logo.tsx';
import { RETENTION } from './retention.ts';

export const PRIVACY_EMAIL = 'privacidade@funil.app';

const DATA: { what: string; why: string }[] = [
  {
    what: 'Dono e equipe da agência: nome, email, função e senha (guardada só como hash argon2id, impossível de ler).',
    why: 'Para entrar no Funil e saber o que cada pessoa pode fazer (execução do contrato).',
  },
  {
    what: 'Dados da agência: nome, tipo de negócio, CEO, CNPJ, site, Instagram, região e faturamento, quando informados.',
    why: 'Para identificar a agência e a cobrança (execução do contrato).',
  },
  {
    what: 'Clientes da agência e acessos ao portal: nome do cliente, email de acesso e senha (hash para o login e uma cópia cifrada, para a agência poder entregá-la ao cliente).',
    why: 'Para o cliente entrar no portal e aprovar os funis da agência.',
  },
  {
    what: 'Funis, versões publicadas, comentários, decisões (aprovações e pedidos de ajuste), prazos e atividade, com o nome e o email de quem comentou ou decidiu.',
    why: 'É o próprio serviço: desenhar, apresentar e aprovar funis, e saber quem aprovou qual versão.',
  },
  {
    what: 'Revisores por link público: nome, email e um código de verificação de 6 dígitos (guardado só como hash).',
    why: 'Para a agência saber que quem aprovou é dono do email informado.',
  },
  {
    what: 'Pagamentos: email, plano, valor, data, situação e forma de pagamento; no boleto, também o CPF ou CNPJ e o nome do pagador, que saem impressos nele, e, quando o pagamento é pelo Stripe, o endereço do pagador (CEP, rua e número, cidade e UF), que o Stripe exige para emitir o boleto. Os dados do cartão vão direto ao Stripe e nunca passam pelo Funil.',
    why: 'Para cobrar a assinatura e liberar o plano pago.',
  },
  {
    what: 'Tráfego dos sites dos clientes (quando a agência instala o script de Resultados): a página visitada sem parâmetros além de utm_*, os eventos que o site envia (como lead ou compra, com o valor) e um código de visitante que muda todo dia. O endereço IP e o navegador servem só para calcular esse código e nunca são guardados; o sal do código é apagado no fim de cada dia, então ninguém consegue reidentificar o visitante nem segui-lo de um dia para o outro. O script não usa cookies nem armazenamento do navegador, e não envia nada quando o visitante ativa Não rastrear (Do Not Track ou Global Privacy Control).',
    why: 'Para a agência comparar o tráfego real de cada etapa do funil com a previsão aprovada (legítimo interesse da agência e do cliente).',
  },
  {
    what: 'Segurança: sessões de login, tentativas de login com email e endereço IP, links de redefinição de senha e convites.',
    why: 'Para manter você conectado e barrar quem tenta adivinhar senhas (legítimo interesse e segurança).',
  },
];

const PROCESSORS: { who: string; what: string }[] = [
  { who: 'Stripe (pagamentos)', what: 'Recebe o email do pagador e os dados do cartão para cobrar a assinatura; no Pix e no boleto, o valor, e no boleto o CPF ou CNPJ, o nome e o endereço do pagador; guarda os comprovantes.' },
  {
    who: 'Provedor de email (SMTP)',
    what: 'Entrega os emails que o Funil envia: redefinição de senha, convites, códigos de verificação, avisos de atividade, lembretes e a confirmação de exclusão.',
  },
];

const RIGHTS: { right: string; how: ReactNode }[] = [
  {
    right: 'Confirmação e acesso',
    how: (
      <>
        O dono da agência baixa tudo em <strong>Conta → Baixar dados da agência</strong>. O cliente de uma agência baixa os próprios dados no portal, em{' '}
        <strong>Meus dados</strong>. Revisores públicos e qualquer outra pessoa pedem por email.
      </>
    ),
  },
  {
    right: 'Portabilidade',
    how: <>O arquivo de Baixar dados da agência é um JSON aberto, legível por qualquer sistema.</>,
  },
  {
    right: 'Correção',
    how: (
      <>
        Nome e dados da agência se corrigem em <strong>Conta</strong>; clientes e acessos, em <strong>Clientes</strong>. O cliente de uma agência pede a
        correção à agência; se ela não responder, escreva para nós.
      </>
    ),
  },
  {
    right: 'Eliminação',
    how: (
      <>
        O dono exclui a agência inteira em <strong>Conta → Excluir conta</strong>: tudo é apagado na hora, numa única operação. A agência pode excluir ou
        anonimizar o acesso de um cliente. Revisores públicos pedem por email.
      </>
    ),
  },
  {
    right: 'Informação',
    how: <>Esta página diz com quem compartilhamos dados e por quê. Qualquer dúvida, pergunte por email.</>,
  },
  {
    right: 'Oposição e revogação',
    how: <>Escreva para nós dizendo o que não quer mais que seja tratado; respondemos o que muda e o que a lei nos obriga a manter.</>,
  },
];

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      <div className="mt-3 space-y-3 leading-relaxed text-slate-700">{children}</div>
    </section>
  );
}

export default function PrivacyPage() {
  const mail = (
    <a className="font-medium text-brand-700 underline underline-offset-2" href={`mailto:${PRIVACY_EMAIL}`}>
      {PRIVACY_EMAIL}
    </a>
  );
  return (
    <div className="min-h-dvh bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-3xl items-center justify-between gap-4 px-5 py-4">
          <Link to="/" aria-label="Funil, página inicial">
            <Logo />
          </Link>
          <Link to="/" className="inline-flex items-center gap-1 text-sm font-medium text-slate-600 hover:text-slate-900">
            <ArrowLeft className="size-4" aria-hidden="true" /> Início
          </Link>
        </div>
      </header>
      <main className="mx-auto max-w-3xl px-5 py-10">
        <h1 className="text-3xl font-bold text-slate-900">Privacidade</h1>
        <p className="mt-3 text-slate-600">
          Como o Funil trata dados pessoais, conforme a Lei Geral de Proteção de Dados (Lei 13.709/2018). Atualizada em novembro de 2026.
        </p>

        <Section id="quem" title="Quem somos">
          <p>
            O Funil é responsável (controlador) pelos dados das agências que assinam o serviço. Os dados que uma agência guarda sobre os próprios clientes
            (nomes, emails, comentários, decisões) são da agência: nesse caso ela é a controladora e o Funil trata esses dados em nome dela (operador).
          </p>
          <p>Contato do encarregado de dados: {mail}.</p>
        </Section>

        <Section id="dados" title="Que dados guardamos e por quê">
          <ul className="space-y-3">
            {DATA.map((d) => (
              <li key={d.what} className="rounded-lg border border-slate-200 bg-white p-4">
                <p className="font-medium text-slate-900">{d.what}</p>
                <p className="mt-1 text-sm text-slate-600">{d.why}</p>
              </li>
            ))}
          </ul>
          <p>Não vendemos dados, não usamos para publicidade e não os cruzamos com outras fontes.</p>
        </Section>

        <Section id="prazos" title="Por quanto tempo">
          <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
            <table className="w-full text-left text-sm">
              <thead className="bg-slate-100 text-slate-700">
                <tr>
                  <th scope="col" className="px-4 py-2 font-semibold">
                    Dado
                  </th>
                  <th scope="col" className="px-4 py-2 font-semibold">
                    Guardado por
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {RETENTION.map((r) => (
                  <tr key={r.what}>
                    <td className="px-4 py-2 align-top">{r.what}</td>
                    <td className="px-4 py-2 align-top">{r.howLong}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p>O que tem prazo é apagado automaticamente pelo servidor, a cada minuto.</p>
        </Section>

        <Section id="operadores" title="Quem mais trata os dados">
          <ul className="list-disc space-y-2 pl-5">
            {PROCESSORS.map((p) => (
              <li key={p.who}>
                <strong>{p.who}:</strong> {p.what}
              </li>
            ))}
          </ul>
        </Section>

        <Section id="direitos" title="Seus direitos e como exercê-los">
          <dl className="space-y-4">
            {RIGHTS.map((r) => (
              <div key={r.right}>
                <dt className="font-semibold text-slate-900">{r.right}</dt>
                <dd className="mt-1">{r.how}</dd>
              </div>
            ))}
          </dl>
          <p>
            Para qualquer pedido, escreva para {mail} a partir do email cadastrado. Respondemos em até 15 dias. Se preferir, você também pode reclamar à
            Autoridade Nacional de Proteção de Dados (ANPD).
          </p>
        </Section>

        <Section id="seguranca" title="Segurança">
          <p>
            Senhas são guardadas só como hash argon2id; a cópia das senhas de acesso ao portal é cifrada (AES-256-GCM). Os cookies de login são HttpOnly e
            guardados no servidor só como hash. Toda a comunicação usa HTTPS.
          </p>
        </Section>

        <p className="mt-12 inline-flex items-center gap-2 text-sm text-slate-500">
          <Mail className="size-4" aria-hidden="true" /> Dúvidas sobre privacidade: {mail}
        </p>
      </main>
    </div>
  );
}
