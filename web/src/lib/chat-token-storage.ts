/**
 * The consultation's chat token once it has left the address bar (docs/arquitetura.md#chat-tokens): kept in the tab's
 * session storage per doctor and sent by the chat in the `x-chat-token` header.
 */
import { readText, removeKeys, writeText } from './browser-storage.js';

const chave = (medicoId: number) => `chat_token:${medicoId}`;

export function guardarChatToken(medicoId: number, token: string): void {
  writeText('session', chave(medicoId), token);
}

export function lerChatToken(medicoId: number): string | undefined {
  const token = readText('session', chave(medicoId))?.trim();
  return token ? token : undefined;
}

export function esquecerChatToken(medicoId: number): void {
  removeKeys('session', chave(medicoId));
}
