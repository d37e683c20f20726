import type { CSSProperties } from 'react';
import { Toaster } from 'sonner';
import { toastConfig } from '#shared/constants.js';

// docs/regras-do-produto.md#messages-and-limits: one toast at a time, 5000 ms, toast area at most 420 px wide on md+.
// (Sonner removes a dismissed toast itself; the spec's 1,000,000 ms removal delay has no equivalent.)
const toasterStyle = { '--width': `${toastConfig.larguraMaximaPx}px` } as CSSProperties;

/** The one toast area of the app, mounted by the site layout. */
export function AppToaster() {
  return (
    <Toaster
      position="top-right"
      offset={{ top: 80, right: 16 }}
      mobileOffset={{ top: 72, left: 12, right: 12 }}
      visibleToasts={toastConfig.limite}
      duration={toastConfig.duracaoMs}
      containerAriaLabel="Notificações"
      closeButton
      style={toasterStyle}
      toastOptions={{
        closeButtonAriaLabel: 'Fechar notificação',
        classNames: {
          toast: 'rounded-xl! border! border-slate-200! bg-white! text-slate-900! shadow-lg! font-sans!',
          title: 'text-sm! font-semibold!',
          description: 'text-sm! text-slate-700!',
          success: '[&_[data-icon]]:text-emerald-700!',
          error: 'border-red-200! [&_[data-icon]]:text-red-700!',
          info: '[&_[data-icon]]:text-sky-700!',
          closeButton: 'bg-white! text-slate-700! border-slate-300!',
        },
      }}
    />
  );
}
