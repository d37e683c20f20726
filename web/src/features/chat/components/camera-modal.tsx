import { useEffect, useRef, useState } from 'react';
import { botaoPrimario, botaoSecundario, Spinner } from '#web/components/form-controls.js';
import { Modal } from '#web/components/modal.js';
import { notify } from '#web/components/toast.js';
import { mensagens } from '#shared/messages.js';
import { abrirCamera, capturarFoto, fecharCamera, mensagemErroCamera } from '../camera/camera.js';

type Fase = { fase: 'abrindo' } | { fase: 'ativa' } | { fase: 'erro'; mensagem: string } | { fase: 'capturando' };

/** Photo capture with tips (docs/regras-do-produto.md#the-chat): front camera 1280×720, JPEG 0.9, foto-{timestamp}.jpg. */
export function CameraModal({ aberto, aoFechar, aoCapturar }: { aberto: boolean; aoFechar: () => void; aoCapturar: (foto: File) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | undefined>(undefined);
  const [estado, setEstado] = useState<Fase>({ fase: 'abrindo' });

  useEffect(() => {
    if (!aberto) return;
    let ativo = true;
    setEstado({ fase: 'abrindo' });
    // The video element mounts with the dialog's portal: wait one frame for it.
    const quadro = requestAnimationFrame(() => {
      if (!video.current) return;
      abrirCamera(video.current)
        .then((s) => {
          if (!ativo) {
            fecharCamera(s);
            return;
          }
          stream.current = s;
          setEstado({ fase: 'ativa' });
        })
        .catch((error: unknown) => {
          if (!ativo) return;
          const mensagem = mensagemErroCamera(error);
          setEstado({ fase: 'erro', mensagem });
          notify.error(mensagens.camera.tituloErroCamera, mensagem);
        });
    });
    return () => {
      ativo = false;
      cancelAnimationFrame(quadro);
      fecharCamera(stream.current);
      stream.current = undefined;
    };
  }, [aberto]);

  const capturar = async () => {
    setEstado({ fase: 'capturando' });
    try {
      const foto = await capturarFoto(video.current, stream.current);
      aoCapturar(foto);
      aoFechar();
    } catch (error) {
      const mensagem = mensagemErroCamera(error);
      setEstado({ fase: 'ativa' });
      notify.error(mensagens.camera.tituloErroCaptura, mensagem);
    }
  };

  return (
    <Modal aberto={aberto} aoMudar={(valor) => !valor && aoFechar()} titulo="Tirar Foto" largura="max-w-xl">
      <ul className="mb-3 list-disc space-y-1 pl-5 text-sm text-slate-700">
        <li>Use um lugar bem iluminado e evite contraluz.</li>
        <li>Aproxime a câmera da região ou do documento e mantenha o celular firme.</li>
        <li>Para exames em papel, enquadre a folha inteira e confira se o texto está legível.</li>
      </ul>
      <div className="relative aspect-video overflow-hidden rounded-xl bg-slate-900">
        <video ref={video} className="h-full w-full object-cover" playsInline muted aria-label="Pré-visualização da câmera" />
        {estado.fase === 'abrindo' && (
          <p className="absolute inset-0 flex items-center justify-center gap-2 text-sm text-white">
            <Spinner /> Abrindo a câmera...
          </p>
        )}
        {estado.fase === 'erro' && (
          <p role="alert" className="absolute inset-0 flex items-center justify-center p-4 text-center text-sm font-medium text-white">
            {estado.mensagem}
          </p>
        )}
      </div>
      <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" className={botaoSecundario} onClick={aoFechar}>
          Cancelar
        </button>
        <button type="button" className={botaoPrimario} disabled={estado.fase !== 'ativa'} onClick={() => void capturar()}>
          {estado.fase === 'capturando' ? <Spinner /> : null} Capturar Foto
        </button>
      </div>
    </Modal>
  );
}
