import { Link } from 'react-router-dom';
import { consultaRegras, promo } from '#shared/constants.js';
import { PRECO_CONSULTA_FORMATADO } from '#shared/format.js';
import { BarcodeIcon, CheckIcon, CreditCardIcon, GiftIcon, QrCodeIcon } from '#web/components/icons.js';
import { AiDisclaimer } from '../components/ai-disclaimer.js';
import { PageHero } from '../components/page-hero.js';
import { PriceCard } from '../components/price-card.js';
import { MetadadosPagina } from '#web/components/metadados-pagina.js';

const garantias = [
  { title: 'Pagamento único', description: 'Você paga cada consulta uma única vez, no momento em que precisa dela.' },
  { title: 'Sem assinatura', description: 'Nada de mensalidade, fidelidade ou renovação automática.' },
  { title: 'Sem taxas escondidas', description: 'O valor que você vê é o valor que você paga, sem cobrança por minuto.' },
  { title: 'Sem limite de consultas', description: 'Consulte quantas vezes quiser, para você e para a sua família.' },
];

const iconesPagamento = { PIX: QrCodeIcon, Boleto: BarcodeIcon, 'Cartão de Crédito': CreditCardIcon } as const;

const descricoesPagamento: Record<(typeof consultaRegras.formasPagamento)[number], string> = {
  PIX: 'Aprovação em segundos, pelo QR Code ou pelo código copia e cola.',
  Boleto: 'Pague em qualquer banco, lotérica ou aplicativo.',
  'Cartão de Crédito': 'Pagamento seguro com as principais bandeiras.',
};

export function ValoresPage() {
  return (
    <>
      <MetadadosPagina titulo="Valores" descricao={`Consulta com médico virtual por ${PRECO_CONSULTA_FORMATADO}, sem mensalidade nem fidelidade. Pague por PIX, boleto ou cartão; a primeira consulta é grátis com o código ${promo.codigo}.`} canonico="/valores" />
      <PageHero
        eyebrow="Valores"
        title="Um preço simples e justo"
        description={
          <p>
            <strong className="font-bold text-slate-900">{PRECO_CONSULTA_FORMATADO} por consulta.</strong> Pagamento único, sem
            assinatura, sem taxas escondidas e sem limite de consultas.
          </p>
        }
      />

      <section aria-labelledby="plano-titulo" className="py-16">
        <div className="mx-auto grid max-w-6xl items-start gap-10 px-4 lg:grid-cols-2">
          <div>
            <h2 id="plano-titulo" className="text-3xl font-extrabold tracking-tight text-slate-900">
              Pague só quando precisar
            </h2>
            <ul className="mt-8 space-y-5">
              {garantias.map((garantia) => (
                <li key={garantia.title} className="flex gap-4">
                  <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-marca-100 text-marca-800">
                    <CheckIcon className="h-5 w-5" />
                  </span>
                  <div>
                    <h3 className="font-bold text-slate-900">{garantia.title}</h3>
                    <p className="mt-1 text-slate-600">{garantia.description}</p>
                  </div>
                </li>
              ))}
            </ul>
          </div>
          <PriceCard actionLabel="Começar Agora" />
        </div>
      </section>

      <section aria-labelledby="promo-titulo" className="px-4">
        <div className="mx-auto flex max-w-5xl flex-col items-center gap-6 rounded-3xl border-2 border-dashed border-amber-400 bg-amber-50 p-8 text-center sm:flex-row sm:text-left">
          <span className="flex h-16 w-16 shrink-0 items-center justify-center rounded-2xl bg-amber-500 text-white">
            <GiftIcon className="h-8 w-8" />
          </span>
          <div className="flex-1">
            <h2 id="promo-titulo" className="text-2xl font-extrabold text-slate-900">
              Primeira consulta grátis
            </h2>
            <p className="mt-2 text-slate-700">
              Use o código <strong className="rounded bg-white px-2 py-0.5 font-mono text-lg font-bold text-amber-900">{promo.codigo}</strong>{' '}
              na Sala de Atendimento e faça sua primeira consulta sem pagar nada. Oferta por tempo limitado, válida uma vez por
              pessoa.
            </p>
          </div>
          <Link
            to="/sala-atendimento"
            className="shrink-0 rounded-xl bg-slate-900 px-5 py-3 font-semibold text-white hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900"
          >
            Usar meu código
          </Link>
        </div>
      </section>

      <section aria-labelledby="pagamento-titulo" className="py-16">
        <div className="mx-auto max-w-6xl px-4">
          <h2 id="pagamento-titulo" className="text-center text-3xl font-extrabold tracking-tight text-slate-900">
            Formas de pagamento
          </h2>
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {consultaRegras.formasPagamento.map((forma) => {
              const Icon = iconesPagamento[forma];
              return (
                <li key={forma} className="rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm">
                  <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-2xl bg-marca-50 text-marca-800">
                    <Icon className="h-7 w-7" />
                  </span>
                  <h3 className="mt-4 text-lg font-bold text-slate-900">{forma}</h3>
                  <p className="mt-2 text-sm text-slate-600">{descricoesPagamento[forma]}</p>
                </li>
              );
            })}
          </ul>
          <AiDisclaimer className="mx-auto mt-12 max-w-3xl" />
          <p className="mt-6 text-center text-slate-600">
            Ainda com dúvidas?{' '}
            <Link to="/faq" className="font-semibold text-marca-800 underline underline-offset-2">
              Veja as perguntas frequentes
            </Link>
            .
          </p>
        </div>
      </section>
    </>
  );
}
