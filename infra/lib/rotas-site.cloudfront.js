// The site's addresses → the files the SPA build left in the bucket. A CloudFront Function
// (cloudfront-js-2.0, associated with the default behaviour for both viewer events), and the same
// code runs in the local preview (infra/local/preview-rotas.ts), so an address answers alike here
// and in AWS. `ROTAS` is the build's rotas.json (shared/schemas/rotas-site.ts), put in front of this
// code when the function is made (infra/lib/rotas-site.ts).
//
// viewer-request: a file (its last segment has a dot) goes through unchanged; a prerendered page
// gets its file; an address of the app's own routes gets the empty app shell; anything else the
// 404 page. viewer-response: the 404 page is answered with status 404, so search engines and tools
// see a missing page as missing. CloudFront hands a viewer-response function the request as the
// viewer sent it, so the address is mapped again rather than remembered. Only a 200 becomes a 404:
// a 304 (the browser's copy of the 404 page is still current) or a 206 keeps its status, or the
// browser would get a 404 without a body.
//
// Plain ES5 on purpose: CloudFront Functions run a restricted JavaScript engine.

function caminhoDaRota(uri) {
  var caminho = uri.toLowerCase();
  while (caminho.length > 1 && caminho.charAt(caminho.length - 1) === '/') caminho = caminho.substring(0, caminho.length - 1);
  return caminho;
}

function casaPadrao(padrao, caminho) {
  var partesPadrao = padrao.toLowerCase().split('/');
  var partes = caminho.split('/');
  if (partesPadrao.length !== partes.length) return false;
  for (var i = 0; i < partes.length; i++) {
    var esperado = partesPadrao[i];
    if (esperado.charAt(0) === ':') {
      if (partes[i] === '') return false;
    } else if (esperado !== partes[i]) {
      return false;
    }
  }
  return true;
}

function arquivoDaRota(uri) {
  var ultimo = uri.substring(uri.lastIndexOf('/') + 1);
  if (ultimo.indexOf('.') !== -1) return { arquivo: uri, status: 200 };
  var caminho = caminhoDaRota(uri);
  var pagina = ROTAS.paginas[caminho];
  if (pagina) return { arquivo: pagina, status: 200 };
  for (var i = 0; i < ROTAS.rotasDoApp.length; i++) {
    if (casaPadrao(ROTAS.rotasDoApp[i], caminho)) return { arquivo: ROTAS.app, status: 200 };
  }
  return { arquivo: ROTAS.naoEncontrada, status: 404 };
}

function handler(event) {
  if (event.context.eventType === 'viewer-response') {
    var response = event.response;
    if (response.statusCode === 200 && (event.request.uri === ROTAS.naoEncontrada || arquivoDaRota(event.request.uri).status === 404)) {
      response.statusCode = 404;
      response.statusDescription = 'Not Found';
    }
    return response;
  }
  var request = event.request;
  request.uri = arquivoDaRota(request.uri).arquivo;
  return request;
}
