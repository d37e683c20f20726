import { Link } from 'react-router-dom';
import { produto } from '#shared/constants.js';
import { PRECO_CONSULTA_FORMATADO } from '#shared/format.js';
import {
  ArrowRightIcon,
  ClockIcon,
  DownloadIcon,
  HeadsetIcon,
  HelpCircleIcon,
  LockIcon,
  MailIcon,
  MessageIcon,
  StethoscopeIcon,
  CreditCardIcon,
} from '#web/components/icons.js';
import { OnlineVisitorsBadge } from '../../presence/online-visitors-badge.js';
import { HydrationUnit } from '#web/components/hydration-unit.js';
import { AiDisclaimer } from '../components/ai-disclaimer.js';
import { CONSULTAR_DESTINO } from '../navigation.js';
import { CookieBanner } from '../components/cookie-banner.js';
import { HeroVideo } from '../components/hero-video.js';
import { PartnerMarquee } from '../components/partner-marquee.js';
import { PriceCard } from '../components/price-card.js';
import { StatsBlock } from '../components/stats-block.js';
import { TestimonialCarousel } from '../components/testimonial-carousel.js';
import { passos } from '../data/como-funciona.js';
import { MetadadosPagina } from '#web/components/metadados-pagina.js';

const stepIcons = [StethoscopeIcon, CreditCardIcon, MessageIcon, DownloadIcon];

const primaryButton =
  'inline-flex items-center justify-center gap-2 rounded-xl bg-white px-6 py-3.5 font-semibold text-emerald-900 shadow-lg transition-colors hover:bg-emerald-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';
const secondaryButton =
  'inline-flex items-center justify-center gap-2 rounded-xl px-6 py-3.5 font-semibold text-white ring-1 ring-white/60 transition-colors hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

function ChatPreview() {
  return (
    <div aria-hidden="true" className="relative mx-auto w-full max-w-sm rotate-1 rounded-3xl bg-white p-5 shadow-2xl">
      <div className="flex items-center gap-3 border-b border-slate-100 pb-4">
        <span className="inline-flex h-11 w-11 items-center justify-center rounded-full bg-marca-700 font-semibold text-white">
          <StethoscopeIcon className="h-5 w-5" />
        </span>
        <div>
          <p className="font-semibold text-slate-900">Médico virtual</p>
          <p className="flex items-center gap-1.5 text-xs text-slate-600">
            <span className="h-2 w-2 rounded-full bg-emerald-500" /> Clínica Geral · online agora
          </p>
        </div>
      </div>
      <div className="space-y-3 py-4 text-sm">
        <p className="max-w-[85%] rounded-2xl rounded-tl-sm bg-slate-100 px-4 py-2.5 text-slate-800">
          Olá! Sou seu médico virtual. Me conte o que você está sentindo.
        </p>
        <p className="ml-auto max-w-[85%] rounded-2xl rounded-tr-sm bg-marca-700 px-4 py-2.5 text-white">
          Estou com dor de garganta e febre desde ontem.
        </p>
        <p className="max-w-[85%] rounded-2xl rounded-tl-sm bg-slate-100 px-4 py-2.5 text-slate-800">
          Entendi. A febre passou de 38 °C? Você tem dificuldade para engolir ou respirar?
        </p>
      </div>
      <p className="rounded-xl bg-amber-50 px-3 py-2 text-xs text-amber-900">Pré-diagnóstico por IA · validar com um médico</p>
    </div>
  );
}

export function HomePage() {
  return (
    <>
      <MetadadosPagina titulo="Médicos virtuais 24h" descricao={`${produto.nome}: pré-diagnóstico por IA com médicos virtuais, 24 horas por dia, por ${PRECO_CONSULTA_FORMATADO}. A orientação é validada por um médico de verdade.`} />
      <HydrationUnit>
        <section id="inicio" aria-labelledby="inicio-titulo" className="relative scroll-mt-16 overflow-hidden text-white">
          <HeroVideo />
          <div className="relative mx-auto grid max-w-7xl items-center gap-12 px-4 pb-24 pt-14 sm:pt-20 lg:grid-cols-[1.2fr_1fr] lg:pb-32">
            <div className="text-center lg:text-left">
              <OnlineVisitorsBadge />
              <h1 id="inicio-titulo" className="mt-6 text-4xl font-extrabold leading-tight tracking-tight sm:text-5xl lg:text-6xl">
                Converse com um médico virtual agora, <span className="text-emerald-300">24 horas por dia</span>
              </h1>
              <p className="mx-auto mt-5 max-w-2xl text-lg leading-relaxed text-emerald-50 lg:mx-0">
                Pré-diagnóstico por inteligência artificial em várias especialidades, por {PRECO_CONSULTA_FORMATADO} a consulta.
                Envie exames e fotos e baixe a sua receita. A orientação é gerada por IA e deve ser validada por um médico de
                verdade.
              </p>
              <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row lg:justify-start">
                <Link to={CONSULTAR_DESTINO} className={primaryButton}>
                  Converse com um Médico Agora
                  <ArrowRightIcon className="h-5 w-5" />
                </Link>
                <a href="#como-funciona" className={secondaryButton}>
                  Como Funciona
                </a>
              </div>
              <ul className="mt-8 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm text-emerald-50 lg:justify-start">
                <li className="flex items-center gap-2">
                  <ClockIcon className="h-4 w-4 text-emerald-300" /> Atendimento imediato
                </li>
                <li className="flex items-center gap-2">
                  <LockIcon className="h-4 w-4 text-emerald-300" /> Dados protegidos pela LGPD
                </li>
                <li className="flex items-center gap-2">
                  <CreditCardIcon className="h-4 w-4 text-emerald-300" /> Sem assinatura
                </li>
              </ul>
            </div>
            <div className="hidden lg:block">
              <ChatPreview />
            </div>
          </div>
        </section>
      </HydrationUnit>

      <HydrationUnit>
        <div className="relative z-10 mx-auto -mt-12 max-w-5xl px-4">
          <h2 className="sr-only">O {produto.nome} em números</h2>
          <StatsBlock />
        </div>
      </HydrationUnit>

      <HydrationUnit>
        <section id="como-funciona" aria-labelledby="como-funciona-titulo" className="scroll-mt-16 py-20">
          <div className="mx-auto max-w-7xl px-4">
            <div className="mx-auto max-w-2xl text-center">
              <p className="text-sm font-semibold uppercase tracking-wider text-marca-800">Simples e rápido</p>
              <h2 id="como-funciona-titulo" className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
                Como funciona
              </h2>
              <p className="mt-4 text-lg text-slate-600">Da escolha do especialista à receita, em quatro passos.</p>
            </div>
            <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {passos.map((passo, index) => {
                const Icon = stepIcons[index] ?? StethoscopeIcon;
                return (
                  <li key={passo.title} className="relative rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
                    <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-marca-50 text-marca-800">
                      <Icon className="h-6 w-6" />
                    </span>
                    <span className="absolute right-5 top-5 text-4xl font-extrabold text-slate-200" aria-hidden="true">
                      {index + 1}
                    </span>
                    <h3 className="mt-5 text-lg font-bold text-slate-900">{passo.title}</h3>
                    <p className="mt-2 text-sm leading-relaxed text-slate-600">{passo.description}</p>
                  </li>
                );
              })}
            </ol>
            <p className="mt-10 text-center">
              <Link
                to="/como-funciona"
                className="inline-flex items-center gap-2 font-semibold text-marca-800 underline-offset-4 hover:underline"
              >
                Veja todos os detalhes de como funciona
                <ArrowRightIcon className="h-4 w-4" />
              </Link>
            </p>
          </div>
        </section>
      </HydrationUnit>

      <HydrationUnit>
        <section id="consulta" aria-labelledby="consulta-titulo" className="scroll-mt-16 bg-white py-20">
          <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 lg:grid-cols-2">
            <div>
              <p className="text-sm font-semibold uppercase tracking-wider text-marca-800">Preço justo</p>
              <h2 id="consulta-titulo" className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
                Uma consulta, um preço. Sem surpresas.
              </h2>
              <p className="mt-4 text-lg leading-relaxed text-slate-600">
                Nada de mensalidade, fidelidade ou cobrança por minuto. Você paga {PRECO_CONSULTA_FORMATADO} por consulta, quando
                precisar, quantas vezes quiser.
              </p>
              <AiDisclaimer className="mt-8" />
            </div>
            <PriceCard actionLabel="Escolher Médico" actionTo={CONSULTAR_DESTINO} />
          </div>
        </section>
      </HydrationUnit>

      <HydrationUnit>
        <section aria-labelledby="depoimentos-titulo" className="py-20">
          <div className="mx-auto max-w-7xl px-4">
            <div className="mx-auto max-w-2xl text-center">
              <p className="text-sm font-semibold uppercase tracking-wider text-marca-800">Depoimentos</p>
              <h2 id="depoimentos-titulo" className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
                O que dizem nossos pacientes
              </h2>
            </div>
            <div className="mt-10">
              <TestimonialCarousel labelledBy="depoimentos-titulo" />
            </div>
          </div>
        </section>
      </HydrationUnit>

      <HydrationUnit>
        <section aria-labelledby="parceiros-titulo" className="border-y border-slate-200 bg-slate-50 py-16">
          <div className="mx-auto max-w-7xl px-4">
            <div className="mx-auto max-w-2xl text-center">
              <h2 id="parceiros-titulo" className="text-2xl font-bold text-slate-900">
                Convênios parceiros
              </h2>
              <p className="mt-2 text-slate-600">Operadoras de saúde em processo de credenciamento.</p>
            </div>
            <div className="mt-8">
              <PartnerMarquee />
            </div>
          </div>
        </section>
      </HydrationUnit>

      <HydrationUnit>
        <section id="contato" aria-labelledby="contato-titulo" className="scroll-mt-16 py-20">
          <div className="mx-auto max-w-6xl px-4">
            <div className="overflow-hidden rounded-3xl bg-gradient-to-br from-emerald-900 to-teal-800 px-6 py-12 text-white shadow-xl sm:px-12">
              <div className="grid items-center gap-10 lg:grid-cols-[1.3fr_1fr]">
                <div>
                  <h2 id="contato-titulo" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
                    Precisa falar com a gente?
                  </h2>
                  <p className="mt-4 text-lg text-emerald-50">
                    Nossa equipe de suporte responde em até {produto.respostaContatoHoras} horas. Para dúvidas rápidas, a Central
                    de Ajuda e as perguntas frequentes respondem na hora.
                  </p>
                  <div className="mt-8 flex flex-col gap-3 sm:flex-row">
                    <Link to={CONSULTAR_DESTINO} className={primaryButton}>
                      Converse com um Médico Agora
                    </Link>
                    <Link to="/contato" className={secondaryButton}>
                      Fale conosco
                    </Link>
                  </div>
                </div>
                <ul className="space-y-3">
                  <li>
                    <a
                      href={`mailto:${produto.emailSuporte}`}
                      className="flex items-center gap-4 rounded-2xl bg-white/10 p-4 ring-1 ring-white/20 transition-colors hover:bg-white/15"
                    >
                      <MailIcon className="h-6 w-6 shrink-0 text-emerald-300" />
                      <span>
                        <span className="block font-semibold">E-mail</span>
                        <span className="block text-sm text-emerald-50">{produto.emailSuporte}</span>
                      </span>
                    </a>
                  </li>
                  <li>
                    <Link
                      to="/central-ajuda"
                      className="flex items-center gap-4 rounded-2xl bg-white/10 p-4 ring-1 ring-white/20 transition-colors hover:bg-white/15"
                    >
                      <HeadsetIcon className="h-6 w-6 shrink-0 text-emerald-300" />
                      <span>
                        <span className="block font-semibold">Central de Ajuda</span>
                        <span className="block text-sm text-emerald-50">Guias passo a passo</span>
                      </span>
                    </Link>
                  </li>
                  <li>
                    <Link
                      to="/faq"
                      className="flex items-center gap-4 rounded-2xl bg-white/10 p-4 ring-1 ring-white/20 transition-colors hover:bg-white/15"
                    >
                      <HelpCircleIcon className="h-6 w-6 shrink-0 text-emerald-300" />
                      <span>
                        <span className="block font-semibold">Perguntas frequentes</span>
                        <span className="block text-sm text-emerald-50">Valores, atendimento e privacidade</span>
                      </span>
                    </Link>
                  </li>
                </ul>
              </div>
            </div>
          </div>
        </section>
      </HydrationUnit>

      <CookieBanner />
    </>
  );
}
