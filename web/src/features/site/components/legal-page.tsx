import { Link } from 'react-router-dom';
import { produto } from '#shared/constants.js';
import { formatDateLongPtBR } from '#shared/format.js';
import { MailIcon } from '#web/components/icons.js';
import { MetadadosPagina } from '#web/components/metadados-pagina.js';
import type { LegalDocument } from '../legal/legal-document.js';
import { legalLinks } from '../navigation.js';
import { LegalContent } from './legal-content.js';

/** Layout of the four legal pages: title, last-updated date, contents, sections and contact. */
export function LegalPage({ document: doc, path }: { document: LegalDocument; path: string }) {
  return (
    <div className="bg-white">
      <MetadadosPagina titulo={doc.title} descricao={doc.intro} />
      <header className="border-b border-slate-200 bg-gradient-to-b from-marca-50 to-white">
        <div className="mx-auto max-w-5xl px-4 py-12 sm:py-16">
          <p className="text-sm font-semibold uppercase tracking-wider text-marca-800">Documento legal</p>
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{doc.title}</h1>
          <p className="mt-3 text-slate-600">
            Última atualização: <time dateTime={doc.updatedAt}>{formatDateLongPtBR(doc.updatedAt)}</time>
          </p>
          <p className="mt-6 max-w-3xl text-lg leading-relaxed text-slate-700">{doc.intro}</p>
        </div>
      </header>

      <div className="mx-auto grid max-w-5xl gap-10 px-4 py-12 lg:grid-cols-[220px_1fr]">
        <nav aria-label="Nesta página" className="lg:sticky lg:top-24 lg:self-start">
          <p className="text-sm font-semibold text-slate-900">Nesta página</p>
          <ol className="mt-3 space-y-1.5 border-l border-slate-200 text-sm">
            {doc.sections.map((section, index) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="-ml-px block border-l-2 border-transparent py-0.5 pl-3 text-slate-600 hover:border-marca-700 hover:text-slate-900"
                >
                  {index + 1}. {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        <article className="min-w-0">
          <LegalContent sections={doc.sections} />

          <aside aria-label="Contato sobre este documento" className="mt-12 rounded-2xl border border-marca-100 bg-marca-50 p-6">
            <p className="font-semibold text-slate-900">Ficou com alguma dúvida?</p>
            <p className="mt-1 text-slate-700">
              Nossa equipe responde em até {produto.respostaContatoHoras} horas; pedidos de titulares de dados, em até{' '}
              {produto.prazoDireitosTitularDias} dias.
            </p>
            <div className="mt-4 flex flex-wrap gap-3">
              <a
                href={`mailto:${produto.emailSuporte}`}
                className="inline-flex items-center gap-2 rounded-lg bg-marca-700 px-4 py-2 text-sm font-semibold text-white hover:bg-marca-800"
              >
                <MailIcon className="h-4 w-4" />
                {produto.emailSuporte}
              </a>
              <Link
                to="/contato"
                className="inline-flex items-center rounded-lg bg-white px-4 py-2 text-sm font-semibold text-marca-800 ring-1 ring-marca-700 hover:bg-marca-50"
              >
                Formulário de contato
              </Link>
            </div>
          </aside>

          <nav aria-label="Outros documentos legais" className="mt-10 border-t border-slate-200 pt-6">
            <p className="text-sm font-semibold text-slate-900">Outros documentos</p>
            <ul className="mt-3 flex flex-wrap gap-2">
              {legalLinks
                .filter((link) => link.to !== path)
                .map((link) => (
                  <li key={link.to}>
                    <Link
                      to={link.to}
                      className="inline-block rounded-full bg-slate-100 px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-200"
                    >
                      {link.label}
                    </Link>
                  </li>
                ))}
            </ul>
          </nav>
        </article>
      </div>
    </div>
  );
}
