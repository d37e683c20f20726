import { Link } from 'react-router-dom';
import { PRECO_CONSULTA_FORMATADO } from '#shared/format.js';
import { ArrowRightIcon } from '#web/components/icons.js';
import { CONSULTAR_DESTINO } from '../navigation.js';

/** Closing call to action of the information pages. */
export function CtaBand({
  title = 'Pronto para cuidar da sua saúde?',
  description = `Converse agora com um médico virtual, a qualquer hora, por ${PRECO_CONSULTA_FORMATADO} a consulta.`,
  actionLabel = 'Converse com um Médico Agora',
  actionTo = CONSULTAR_DESTINO,
}: {
  title?: string;
  description?: string;
  actionLabel?: string;
  actionTo?: string;
}) {
  return (
    <section aria-labelledby="cta-titulo" className="px-4 py-16">
      <div className="mx-auto max-w-5xl rounded-3xl bg-gradient-to-br from-emerald-900 to-teal-800 px-6 py-12 text-center text-white shadow-xl sm:px-12">
        <h2 id="cta-titulo" className="text-2xl font-extrabold tracking-tight sm:text-3xl">
          {title}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-emerald-50">{description}</p>
        <Link
          to={actionTo}
          className="mt-8 inline-flex items-center gap-2 rounded-xl bg-white px-6 py-3.5 font-semibold text-emerald-900 shadow-lg transition-colors hover:bg-emerald-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          {actionLabel}
          <ArrowRightIcon className="h-5 w-5" />
        </Link>
      </div>
    </section>
  );
}
