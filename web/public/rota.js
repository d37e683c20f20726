// index.html holds the home page prerendered; on any other route hide it until the app draws that
// page (main.tsx). A file, not an inline script: the site's CSP allows scripts from 'self' only.
if (location.pathname !== '/') document.documentElement.dataset.prerender = 'oculto';
