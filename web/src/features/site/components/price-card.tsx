import { Link } from 'react-router-dom';
import { consultaRegras, promo } from '#shared/constants.js';
import { PRECO_CONSULTA_FORMATADO } from '#shared/format.js';
import { CheckIcon } from '#web/components/icons.js';
import { CONSULTAR_DESTINO } from '../navigation.js';

const inclusos = [
  'Atendimento 24 horas, 7 dias por semana',
  `Consulta de até ${consultaRegras.duracaoMinutos} minutos`,
  'Envio de exames, fotos e documentos',
  'Pré-diagnóstico gerado por IA',
  'Rascunho da receita para download',
  'Pagamento por PIX, boleto ou cartão',
];

/** The 'Consulta Individual' card: the one price, what it includes and one call to action. */
export function PriceCard({
  actionLabel,
  actionTo = CONSULTAR_DESTINO,
  headingLevel = 'h3',
}: {
  actionLabel: string;
  actionTo?: string;
  headingLevel?: 'h2' | 'h3';
}) {
  const Heading = headingLevel;
  return (
    <article className="relative mx-auto w-full max-w-md overflow-hidden rounded-3xl border-2 border-marca-700 bg-white p-8 shadow-xl">
      <p className="absolute right-0 top-0 rounded-bl-2xl bg-marca-700 px-4 py-1.5 text-xs font-bold uppercase tracking-wide text-white">
        Sem assinatura
      </p>
      <Heading className="text-xl font-bold text-slate-900">Consulta Individual</Heading>
      <p className="mt-1 text-slate-600">Pague apenas quando precisar</p>
      <p className="mt-6 flex items-baseline gap-2">
        <span className="text-5xl font-extrabold tracking-tight text-slate-900">{PRECO_CONSULTA_FORMATADO}</span>
        <span className="text-slate-600">por consulta</span>
      </p>
      <ul className="mt-6 space-y-3">
        {inclusos.map((item) => (
          <li key={item} className="flex items-start gap-3 text-slate-700">
            <span className="mt-0.5 flex h-5 w-5 shrink-0 items-center justify-center rounded-full bg-marca-100 text-marca-800">
              <CheckIcon className="h-3.5 w-3.5" />
            </span>
            {item}
          </li>
        ))}
      </ul>
      <Link
        to={actionTo}
        className="mt-8 block rounded-xl bg-marca-700 px-6 py-3.5 text-center font-semibold text-white shadow-sm transition-colors hover:bg-marca-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-marca-700"
      >
        {actionLabel}
      </Link>
      <p className="mt-4 text-center text-sm text-slate-600">
        Primeira consulta grátis com o código <strong className="font-semibold text-marca-800">{promo.codigo}</strong>
      </p>
    </article>
  );
}
