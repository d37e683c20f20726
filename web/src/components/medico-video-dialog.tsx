import * as Dialog from '@radix-ui/react-dialog';
import { PlayIcon, XIcon } from './icons.js';

/** Embed address with autoplay: the visitor asked for the video by pressing the button. */
function autoplayUrl(embedUrl: string): string {
  const url = new URL(embedUrl);
  url.searchParams.set('autoplay', '1');
  url.searchParams.set('rel', '0');
  return url.toString();
}

/**
 * A doctor's presentation video. Nothing is requested from the video host until the visitor opens
 * the dialog: the youtube-nocookie iframe exists only while it is open.
 */
export function MedicoVideoDialog({ nome, videoUrl }: { nome: string; videoUrl: string }) {
  return (
    <Dialog.Root>
      <Dialog.Trigger className="inline-flex items-center justify-center gap-1.5 rounded-lg px-3 py-2 text-sm font-semibold text-marca-800 ring-1 ring-marca-700/40 hover:bg-marca-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-marca-700">
        <PlayIcon className="h-4 w-4" />
        Ver apresentação
        <span className="sr-only"> de {nome}</span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[60] bg-slate-950/70 backdrop-blur-sm" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-[60] w-[calc(100vw-2rem)] max-w-3xl -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-4 shadow-2xl focus:outline-none sm:p-6">
          <div className="mb-3 flex items-start justify-between gap-4">
            <div>
              <Dialog.Title className="text-lg font-semibold text-slate-900">Apresentação de {nome}</Dialog.Title>
              <Dialog.Description className="text-sm text-slate-600">
                Vídeo exibido pelo YouTube em modo de privacidade aprimorada (youtube-nocookie.com).
              </Dialog.Description>
            </div>
            <Dialog.Close
              className="rounded-md p-1.5 text-slate-600 hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-marca-700"
              aria-label="Fechar vídeo"
            >
              <XIcon />
            </Dialog.Close>
          </div>
          <div className="relative aspect-video w-full overflow-hidden rounded-xl bg-slate-900">
            <iframe
              src={autoplayUrl(videoUrl)}
              title={`Vídeo de apresentação de ${nome}`}
              className="absolute inset-0 h-full w-full"
              allow="accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
            />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
