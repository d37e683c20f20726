import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { XIcon } from './icons.js';

/**
 * An accessible dialog (Radix: focus trap, Escape, labelled by its title) with the journeys' look.
 * Controlled: the page decides when it opens.
 */
export function Modal({
  aberto,
  aoMudar,
  titulo,
  descricao,
  children,
  largura = 'max-w-md',
}: {
  aberto: boolean;
  aoMudar: (aberto: boolean) => void;
  titulo: string;
  descricao?: ReactNode;
  children: ReactNode;
  largura?: string;
}) {
  return (
    <Dialog.Root open={aberto} onOpenChange={aoMudar}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-slate-950/60 backdrop-blur-sm" />
        <Dialog.Content
          className={`fixed top-1/2 left-1/2 z-[60] max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] ${largura} -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-2xl focus:outline-none sm:p-6`}
          {...(descricao ? {} : { 'aria-describedby': undefined })}
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-bold text-slate-900">{titulo}</Dialog.Title>
            <Dialog.Close
              className="-mt-1 -mr-1 rounded-md p-1.5 text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-marca-700"
              aria-label="Fechar"
            >
              <XIcon />
            </Dialog.Close>
          </div>
          {descricao && <Dialog.Description className="mt-1 text-sm text-slate-600">{descricao}</Dialog.Description>}
          <div className="mt-4">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
