import * as Dialog from '@radix-ui/react-dialog';
import { formatDatePtBR } from '#shared/format.js';
import { XIcon } from '#web/components/icons.js';
import { politicaCookies } from '../legal/cookies.js';
import { LegalContent } from './legal-content.js';

/** The cookie policy as a dialog (docs/regras-do-produto.md#public-site — eight sections and a pt-BR last-updated date). */
export function CookiePolicyDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-950/60 backdrop-blur-sm" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 flex max-h-[90vh] w-[calc(100%-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl bg-white shadow-2xl focus:outline-none">
          <div className="flex items-start justify-between gap-4 border-b border-slate-200 px-6 py-5">
            <div>
              <Dialog.Title className="text-xl font-bold text-slate-900">{politicaCookies.title}</Dialog.Title>
              <Dialog.Description className="mt-1 text-sm text-slate-600">
                Última atualização: {formatDatePtBR(politicaCookies.updatedAt)}
              </Dialog.Description>
            </div>
            <Dialog.Close
              className="rounded-full p-2 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-marca-700"
              aria-label="Fechar política de cookies"
            >
              <XIcon className="h-5 w-5" />
            </Dialog.Close>
          </div>
          {/* Focusable so keyboard users can scroll the long text (axe: scrollable-region-focusable). */}
          <div tabIndex={0} className="overflow-y-auto px-6 py-6 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-marca-700">
            <p className="leading-relaxed text-slate-700">{politicaCookies.intro}</p>
            <div className="mt-6">
              <LegalContent sections={politicaCookies.sections} headingLevel="h3" />
            </div>
          </div>
          <div className="flex justify-end border-t border-slate-200 px-6 py-4">
            <Dialog.Close className="rounded-lg bg-marca-700 px-5 py-2.5 text-sm font-semibold text-white hover:bg-marca-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-marca-700">
              Entendi
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
