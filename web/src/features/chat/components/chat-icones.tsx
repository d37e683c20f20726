/** Icons only the chat uses (decorative; the buttons carry the label). */
import type { ReactNode } from 'react';
const svg = (paths: ReactNode) =>
  function Icone({ className = 'h-5 w-5' }: { className?: string }) {
    return (
      <svg viewBox="0 0 24 24" className={className} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
        {paths}
      </svg>
    );
  };

export const PaperclipIcon = svg(<path d="m21.44 11.05-9.19 9.19a6 6 0 0 1-8.49-8.49l9.19-9.19a4 4 0 0 1 5.66 5.66l-9.2 9.19a2 2 0 0 1-2.83-2.83l8.49-8.48" />);
export const CameraIcon = svg(
  <>
    <path d="M23 19a2 2 0 0 1-2 2H3a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h4l2-3h6l2 3h4a2 2 0 0 1 2 2Z" />
    <circle cx="12" cy="13" r="4" />
  </>,
);
export const SendIcon = svg(<path d="m22 2-7 20-4-9-9-4Zm0 0L11 13" />);
