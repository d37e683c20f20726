import { useParams } from 'react-router-dom';
import { ChatDoor } from '../components/chat-door.js';
import { ConsultaChat } from '../components/consulta-chat.js';

/** /chat/{medicoId}: the consultation behind its door (the token kept by the secure link). */
export function ChatPage() {
  const { medicoId } = useParams();
  return <ChatDoor medicoId={medicoId}>{(acesso) => <ConsultaChat key={`${acesso.medico.id}:${acesso.token}`} acesso={acesso} />}</ChatDoor>;
}
