import { Link } from 'react-router-dom';
import { produto } from '#shared/constants.js';
import { ExternalLinkIcon, FacebookIcon, InstagramIcon, LinkedinIcon, MailIcon } from '#web/components/icons.js';
import { footerLinks, legalLinks } from '../navigation.js';
import { BrandMark } from './brand-mark.js';

const redes = [
  { rede: 'Instagram', Icon: InstagramIcon },
  { rede: 'Facebook', Icon: FacebookIcon },
  { rede: 'LinkedIn', Icon: LinkedinIcon },
] as const;

const footerLinkClass =
  'rounded text-slate-300 transition-colors hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-300';

export function SiteFooter() {
  return (
    <footer className="bg-slate-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1fr]">
        <div>
          <Link to="/" className="inline-flex items-center gap-2 text-xl font-bold text-white" aria-label="ZapSaúde — início">
            <BrandMark className="h-9 w-9" />
            {produto.nome}
          </Link>
          <p className="mt-4 max-w-sm text-sm leading-relaxed">
            Médicos virtuais com inteligência artificial, 24 horas por dia, em várias especialidades. Orientação rápida, segura e
            acessível, de qualquer lugar do Brasil.
          </p>
          <a
            href={`mailto:${produto.emailSuporte}`}
            className={`mt-4 inline-flex items-center gap-2 text-sm font-medium ${footerLinkClass}`}
          >
            <MailIcon className="h-4 w-4" />
            {produto.emailSuporte}
          </a>
          <ul className="mt-6 flex flex-wrap gap-3" aria-label="Seguidores nas redes sociais">
            {redes.map(({ rede, Icon }, index) => (
              <li key={rede} className="flex items-center gap-2 rounded-full bg-white/5 px-3 py-1.5 text-sm ring-1 ring-white/10">
                <Icon className="h-4 w-4 text-emerald-300" />
                <span>
                  <strong className="font-semibold text-white">{produto.seguidores[index]}</strong>
                  <span className="sr-only"> seguidores no {rede}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>

        <nav aria-labelledby="rodape-servico">
          <h2 id="rodape-servico" className="text-sm font-semibold uppercase tracking-wider text-white">
            Serviço
          </h2>
          <ul className="mt-4 space-y-2.5 text-sm">
            {footerLinks.servico.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={footerLinkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-labelledby="rodape-suporte">
          <h2 id="rodape-suporte" className="text-sm font-semibold uppercase tracking-wider text-white">
            Suporte
          </h2>
          <ul className="mt-4 space-y-2.5 text-sm">
            {footerLinks.suporte.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={footerLinkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <nav aria-labelledby="rodape-legal">
          <h2 id="rodape-legal" className="text-sm font-semibold uppercase tracking-wider text-white">
            Legal
          </h2>
          <ul className="mt-4 space-y-2.5 text-sm">
            {legalLinks.map((link) => (
              <li key={link.to}>
                <a href={link.to} target="_blank" rel="noopener noreferrer" className={`inline-flex items-center gap-1.5 ${footerLinkClass}`}>
                  {link.label}
                  <ExternalLinkIcon className="h-3.5 w-3.5" />
                  <span className="sr-only">(abre em nova aba)</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>

      <div className="border-t border-white/10">
        <div className="mx-auto max-w-7xl px-4 py-6 text-sm">
          <p className="rounded-xl bg-white/5 p-4 leading-relaxed text-slate-300 ring-1 ring-white/10">
            <strong className="font-semibold text-white">Aviso médico:</strong> os resultados das consultas são um pré-diagnóstico
            gerado por inteligência artificial, não substituem a avaliação presencial e devem ser validados por um médico de
            verdade. Em emergências, ligue 192 (SAMU). Dados protegidos conforme a LGPD.
          </p>
          {/* The year of the prerendered home page is the build's; the browser's may differ. */}
            <p className="mt-4 text-slate-400" suppressHydrationWarning>
            © {new Date().getFullYear()} {produto.nome}. Todos os direitos reservados.
          </p>
        </div>
      </div>
    </footer>
  );
}
