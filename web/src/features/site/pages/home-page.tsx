import { Link } from 'react-router-dom';
import { PRECO_CONSULTA_FORMATADO } from '../../../../../shared/format.js';
import { OnlineVisitorsBadge } from '../../presence/online-visitors-badge.js';

export function HomePage() {
  return (
    <section id="inicio" className="bg-gradient-to-b from-marca-50 to-white">
      <div className="mx-auto max-w-5xl px-4 py-20 text-center">
        <OnlineVisitorsBadge />
        <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
          Converse com um médico virtual agora, 24 horas por dia
        </h1>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-600">
          Pré-diagnóstico por inteligência artificial em várias especialidades, por {PRECO_CONSULTA_FORMATADO} a consulta. A
          orientação é gerada por IA e deve ser validada por um médico de verdade.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link
            to="/sala-atendimento"
            className="rounded-lg bg-marca-600 px-6 py-3 font-semibold text-white shadow hover:bg-marca-700"
          >
            Converse com um Médico Agora
          </Link>
          <Link to="/como-funciona" className="rounded-lg bg-white px-6 py-3 font-semibold text-marca-700 ring-1 ring-marca-600">
            Como Funciona
          </Link>
        </div>
      </div>
    </section>
  );
}
