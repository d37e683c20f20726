/**
 * Photo capture of the chat (docs/regras-do-produto.md#the-chat): the front camera at an ideal 1280×720, a 10 s limit
 * for the video to load, a JPEG at quality 0.9 named `foto-{timestamp}.jpg`, and each failure as its
 * docs/regras-do-produto.md#the-chat text. The media devices are injected so the errors are tested without a camera.
 */
import { cameraConfig } from '#shared/constants.js';
import { mensagens } from '#shared/messages.js';

const textos = mensagens.camera;

/** A camera failure with its docs/regras-do-produto.md#the-chat text. */
export class CameraError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'CameraError';
  }
}

/** The docs/regras-do-produto.md#the-chat text of a getUserMedia failure. */
export function mensagemErroCamera(error: unknown): string {
  if (error instanceof CameraError) return error.message;
  const nome = error instanceof Error || (typeof error === 'object' && error !== null && 'name' in error) ? String((error as { name: unknown }).name) : '';
  if (nome === 'NotAllowedError' || nome === 'SecurityError' || nome === 'PermissionDeniedError') return textos.permissaoNegada;
  if (nome === 'NotFoundError' || nome === 'DevicesNotFoundError' || nome === 'OverconstrainedError') return textos.naoEncontrada;
  return textos.erroAcessar;
}

export const restricoesCamera: MediaStreamConstraints = {
  video: { width: { ideal: cameraConfig.larguraIdeal }, height: { ideal: cameraConfig.alturaIdeal }, facingMode: cameraConfig.facingMode },
  audio: false,
};

/** Opens the front camera into the video element; rejects with a CameraError carrying the docs/regras-do-produto.md#the-chat text. */
export async function abrirCamera(
  video: HTMLVideoElement,
  media: Pick<MediaDevices, 'getUserMedia'> | undefined = globalThis.navigator?.mediaDevices,
  timeoutMs: number = cameraConfig.timeoutMs,
): Promise<MediaStream> {
  if (!media?.getUserMedia) throw new CameraError(textos.naoEncontrada);
  let stream: MediaStream;
  try {
    stream = await media.getUserMedia(restricoesCamera);
  } catch (error) {
    throw new CameraError(mensagemErroCamera(error), { cause: error });
  }
  video.srcObject = stream;
  try {
    await new Promise<void>((resolve, reject) => {
      const limite = globalThis.setTimeout(() => reject(new CameraError(textos.timeout)), timeoutMs);
      const pronto = () => {
        globalThis.clearTimeout(limite);
        resolve();
      };
      if (video.readyState >= 1) pronto();
      else video.addEventListener('loadedmetadata', pronto, { once: true });
    });
    await video.play().catch(() => undefined);
  } catch (error) {
    fecharCamera(stream);
    throw error instanceof CameraError ? error : new CameraError(textos.erroAcessar, { cause: error });
  }
  return stream;
}

export function fecharCamera(stream: MediaStream | undefined): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

/** Takes the photo: a JPEG (0.9) File named foto-{timestamp}.jpg. */
export async function capturarFoto(video: HTMLVideoElement | null, stream: MediaStream | undefined, agora = Date.now()): Promise<File> {
  if (!video || !stream || !stream.active || video.videoWidth === 0) throw new CameraError(textos.naoAtiva);
  let blob: Blob | null;
  try {
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    const contexto = canvas.getContext('2d');
    if (!contexto) throw new CameraError(textos.erroProcessar);
    contexto.drawImage(video, 0, 0, canvas.width, canvas.height);
    blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', cameraConfig.qualidadeJpeg));
  } catch (error) {
    throw error instanceof CameraError ? error : new CameraError(textos.erroCaptura, { cause: error });
  }
  if (!blob) throw new CameraError(textos.erroProcessar);
  return new File([blob], `${cameraConfig.prefixoArquivo}${agora}.jpg`, { type: 'image/jpeg' });
}
